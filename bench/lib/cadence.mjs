// Visible-update cadence: when the widget's DOM changed, as seen by a MutationObserver on its
// shadow root, grouped into updates and summarised as the time between consecutive updates.
import { median } from './stats.mjs';

/** Callbacks this close to the previous one belong to the same visible update (one frame is ~16 ms). */
const SAME_UPDATE_MS = 8;

/**
 * An init script (runs before page scripts): every shadow root attached on the page gets a
 * MutationObserver whose callbacks push performance.now() onto window.__updates. Both widgets use
 * open shadow roots attached when their element upgrades.
 */
export const UPDATE_RECORDER = `
  window.__updates = [];
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    new MutationObserver(() => window.__updates.push(performance.now())).observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    return root;
  };
`;

const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/**
 * Updates within [from, to] (performance.now() ms): their count, when the first began and the last
 * ended, and the median, 90th percentile and largest interval between consecutive updates.
 */
export function cadence(callbackTimes, from, to) {
  const updates = [];
  for (const time of callbackTimes) {
    if (time < from || time > to) continue;
    if (updates.length && time - updates.at(-1).last <= SAME_UPDATE_MS) updates.at(-1).last = time;
    else updates.push({ first: time, last: time });
  }
  const intervals = updates.slice(1).map((update, index) => update.first - updates[index].first);
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    updates: updates.length,
    firstMs: updates[0]?.first ?? from,
    lastMs: updates.at(-1)?.last ?? from,
    medianMs: sorted.length ? median(sorted) : 0,
    p90Ms: sorted.length ? percentile(sorted, 0.9) : 0,
    largestGapMs: sorted.length ? sorted.at(-1) : 0,
  };
}
