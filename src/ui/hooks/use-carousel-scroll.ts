import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { listen } from '../../platform/listen';
import { throttle } from '../../platform/throttle';
import { useClock } from './use-clock';

/** Screens doc section 9: the search-result carousel moves 496 px per step... */
export const CAROUSEL_STEP_PX = 496;
/** ...and recomputes whether it can go back or on at most every 300 ms. */
export const CAROUSEL_STATE_THROTTLE_MS = 300;
// Sub-pixel scroll positions (zoom, fractional widths) must not leave a button enabled at an end.
const EDGE_TOLERANCE_PX = 1;

interface CarouselScroll {
  canPrevious: boolean;
  canNext: boolean;
  step(direction: -1 | 1): void;
}

/**
 * Paging for a horizontal strip: steps land on multiples of the step size (so a second click
 * during a smooth scroll goes one page further instead of repeating the first), and the scroll
 * state follows scrolling and resizing through a throttle on the store's clock.
 */
/**
 * How far the strip is scrolled from its start: right to left, scrollLeft runs from 0 down to
 * minus the maximum, so positions are read and written through the direction's sign.
 */
const directionSign = (element: HTMLElement) => (getComputedStyle(element).direction === 'rtl' ? -1 : 1);

export function useCarouselScroll(ref: RefObject<HTMLElement | null>): CarouselScroll {
  const clock = useClock();
  const [state, setState] = useState({ canPrevious: false, canNext: false });
  const target = useRef<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const maximum = element.scrollWidth - element.clientWidth;
      const position = element.scrollLeft * directionSign(element);
      const canPrevious = position > EDGE_TOLERANCE_PX;
      const canNext = position < maximum - EDGE_TOLERANCE_PX;
      setState((current) =>
        current.canPrevious === canPrevious && current.canNext === canNext
          ? current
          : { canPrevious, canNext },
      );
    };
    const throttled = throttle(measure, CAROUSEL_STATE_THROTTLE_MS, clock);
    const settle = () => {
      target.current = null;
      throttled.call();
    };
    const onScroll = () => {
      // Where scrollend is missing, arriving at the target ends the step.
      const position = element.scrollLeft * directionSign(element);
      if (target.current !== null && Math.abs(position - target.current) <= EDGE_TOLERANCE_PX)
        target.current = null;
      throttled.call();
    };
    measure();
    const stop = listen([element, 'scroll', onScroll, { passive: true }], [element, 'scrollend', settle]);
    const resize = new ResizeObserver(throttled.call);
    resize.observe(element);
    return () => {
      throttled.cancel();
      resize.disconnect();
      stop();
    };
  }, [ref, clock]);

  const step = useCallback(
    (direction: -1 | 1) => {
      const element = ref.current;
      if (!element) return;
      const maximum = element.scrollWidth - element.clientWidth;
      const sign = directionSign(element);
      const from = target.current ?? element.scrollLeft * sign;
      const page =
        direction > 0
          ? Math.floor((from + EDGE_TOLERANCE_PX) / CAROUSEL_STEP_PX) + 1
          : Math.ceil((from - EDGE_TOLERANCE_PX) / CAROUSEL_STEP_PX) - 1;
      const left = Math.min(Math.max(page * CAROUSEL_STEP_PX, 0), maximum);
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.current = reduce ? null : left;
      element.scrollTo({ left: left * sign, behavior: reduce ? 'auto' : 'smooth' });
    },
    [ref],
  );

  return { ...state, step };
}
