/**
 * The time the task scheduler reads. It follows the real clock until a test sets it
 * (`POST /__test/clock`); from then on it stands still and moves only when told
 * (`POST /__test/clock/advance`), so a test decides exactly which runs fall due. Reset returns it
 * to the real clock.
 */
export function createTaskClock(realNow = () => Date.now()) {
  /** Epoch ms of the frozen test time; null while the clock follows the real one. */
  let frozenAt = null;
  return {
    now: () => (frozenAt === null ? realNow() : frozenAt),
    isFrozen: () => frozenAt !== null,
    set(epochMs) {
      frozenAt = epochMs;
    },
    advance(ms) {
      frozenAt = (frozenAt ?? realNow()) + ms;
    },
    reset() {
      frozenAt = null;
    },
  };
}

/** A test's `now`: ISO 8601 text or epoch milliseconds; NaN when it is neither. */
export function parseClockTime(value) {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim()) return Date.parse(value);
  return Number.NaN;
}
