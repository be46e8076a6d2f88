import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nextTask } from '../../platform/next-task';

/**
 * Script time one slice aims at. A task of 200 ms blocks the host page (issue 31); aiming at a
 * tenth of that leaves room for the slice's layout and paint, and for a busy machine.
 */
const SLICE_TARGET_MS = 20;

export interface Reveal {
  /** How much to render now. */
  shown: number;
  /** How much lies past what the visitor has asked to see (0: everything is, or will be, shown). */
  held: number;
  /** Shows `step` more (Infinity: all), rendered in slices. */
  showMore(): void;
}

/**
 * How much of `total` (characters of an answer, tool cards) to render (decision 068). A total that
 * grows by less than a slice per render, as a streamed answer does, is shown whole in the same
 * render; a jump (one huge event, an answer loaded from history, a reveal) is rendered one slice per
 * task. The slice is sized from the time the last one took, so each task costs about
 * SLICE_TARGET_MS of script on a fast or a busy machine alike. At most `first` is shown until
 * showMore() is called.
 */
export function useRevealInSlices(total: number, first: number, step: number, firstSlice: number): Reveal {
  const [limit, setLimit] = useState(first);
  const [, renderNextSlice] = useState(0);
  /** What the last commit showed and the slice size; written after commit only. */
  const sliced = useRef({ shown: 0, slice: firstSlice });
  const target = Math.min(total, limit);
  const { shown: before, slice } = sliced.current;
  const shown = Math.min(target, before + slice);
  const renderStarted = performance.now();
  useLayoutEffect(() => {
    const state = sliced.current;
    // Only a whole slice tells how long a slice takes; a streamed update is a few characters.
    if (shown - before === slice) {
      const factor = SLICE_TARGET_MS / Math.max(1, performance.now() - renderStarted);
      state.slice = Math.max(1, Math.round(slice * Math.min(2, Math.max(0.25, factor))));
    }
    state.shown = shown;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the slice still to come (false: none), not on the total: a streamed answer's total grows with every update, and an effect to run after each render cost preact a frame and two timers (decision 075).
  useEffect(() => {
    if (shown < target) return nextTask(() => renderNextSlice((count) => count + 1));
  }, [shown < target && shown]);
  return { shown, held: total - target, showMore: () => setLimit((current) => current + step) };
}
