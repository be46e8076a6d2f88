import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** Screens doc section 9: scroll-top loading is debounced 50 ms. */
const TOP_LOAD_DEBOUNCE_MS = 50;
const TOP_THRESHOLD_PX = 40;

/**
 * Loads older messages when the visitor scrolls to the top, and keeps what they were reading in
 * place once the older messages are prepended (the distance from the bottom is restored).
 */
export function useLoadOlderOnTop(
  ref: RefObject<HTMLElement | null>,
  options: { canLoad: boolean; load(): Promise<unknown>; contentVersion: unknown },
) {
  const distanceFromBottom = useRef<number | null>(null);
  const { canLoad, load, contentVersion } = options;

  useEffect(() => {
    const element = ref.current;
    if (!element || !canLoad) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (element.scrollTop > TOP_THRESHOLD_PX || distanceFromBottom.current !== null) return;
        distanceFromBottom.current = element.scrollHeight - element.scrollTop;
        void load().catch(() => {
          distanceFromBottom.current = null;
        });
      }, TOP_LOAD_DEBOUNCE_MS);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', onScroll);
    };
  }, [ref, canLoad, load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the content changes.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || distanceFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - distanceFromBottom.current;
    distanceFromBottom.current = null;
  }, [contentVersion, ref]);
}
