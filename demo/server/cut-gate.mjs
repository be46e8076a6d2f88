/**
 * The `cut` scenario's streams wait here between their text and the cut, until a test releases
 * them (`POST /__test/cut`) once it has seen the text on screen, or until FALLBACK_MS have passed
 * (the demo page). Without it the cut followed the text by 20 ms, and a busy browser could get the
 * break before it had read the text: a different failure than the one the scenario shows.
 * A release names a workspace: the engines suite runs Firefox and WebKit side by side on one server,
 * each test in a workspace of its own, and one engine's release must not let the other's held
 * stream go on before that test has looked at it. A release without a workspace (the demo page,
 * the serial browser suite) lets every waiting stream go.
 */
const FALLBACK_MS = 2000;
const waiting = new Set();

/** Resolves when a test releases the cuts of `workspace` (or all), or after `fallbackMs`. */
export function waitForCut(fallbackMs = FALLBACK_MS, workspace = undefined) {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      waiting.delete(entry);
      resolve();
    };
    const entry = { workspace, release };
    const timer = setTimeout(release, fallbackMs);
    waiting.add(entry);
  });
}

/** Releases the waiting cuts of `workspace`, or every one without it; returns how many there were. */
export function releaseCuts(workspace = undefined) {
  const released = [...waiting].filter((entry) => workspace === undefined || entry.workspace === workspace);
  for (const entry of released) entry.release();
  return released.length;
}

/** The workspaces of the streams waiting now, one entry per stream (a test waits for its own). */
export function waitingCuts() {
  return [...waiting].map((entry) => entry.workspace ?? null);
}
