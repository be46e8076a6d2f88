/**
 * The `cut` scenario's streams wait here between their text and the cut, until a test releases
 * them (`POST /__test/cut`) once it has seen the text on screen, or until FALLBACK_MS have passed
 * (the demo page). Without it the cut followed the text by 20 ms, and a busy browser could get the
 * break before it had read the text: a different failure than the one the scenario shows.
 * One gate per process: a test releases every waiting cut, and every held `gate` step (the
 * rich-gated scenario's open code fence) with them.
 */
const FALLBACK_MS = 2000;
const waiting = new Set();

/** Resolves when a test releases the cuts, or after `fallbackMs`. */
export function waitForCut(fallbackMs = FALLBACK_MS) {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      waiting.delete(release);
      resolve();
    };
    const timer = setTimeout(release, fallbackMs);
    waiting.add(release);
  });
}

/** Releases every waiting cut; returns how many there were. */
export function releaseCuts() {
  const released = [...waiting];
  for (const release of released) release();
  return released.length;
}
