import { type RefObject, useEffect } from 'react';

/** Screens doc section 2, item 2: the next page starts loading this close to the list's end. */
const NEAR_END_PX = 120;

/**
 * Calls `load` when `end` (a marker after the last item) comes within NEAR_END_PX of the visible
 * part of `root`. The observer is made anew when the item count changes, and a new observer
 * reports at once, so a page too short to fill the list loads the next one by itself.
 */
export function useLoadMoreAtEnd(
  root: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null>,
  options: { canLoad: boolean; load(): unknown; itemCount: number },
) {
  const { canLoad, load, itemCount } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount re-arms the observer after a page.
  useEffect(() => {
    const rootElement = root.current;
    const endElement = end.current;
    if (!rootElement || !endElement || !canLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      },
      { root: rootElement, rootMargin: `0px 0px ${NEAR_END_PX}px 0px` },
    );
    observer.observe(endElement);
    return () => observer.disconnect();
  }, [root, end, canLoad, load, itemCount]);
}
