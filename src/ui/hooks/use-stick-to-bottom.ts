import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How close to the bottom still counts as "at the bottom". */
const BOTTOM_THRESHOLD_PX = 48;

/**
 * Keeps a scroll container pinned to its end while content grows (a streaming answer), unless
 * the visitor scrolled up to read; reports whether the view is at the bottom.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, contentVersion: unknown) {
  const stuck = useRef(true);
  const [atBottom, setAtBottom] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      stuck.current = distance <= BOTTOM_THRESHOLD_PX;
      setAtBottom(stuck.current);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && stuck.current && contentVersion !== undefined) element.scrollTop = element.scrollHeight;
  }, [ref, contentVersion]);

  const scrollToBottom = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    stuck.current = true;
    setAtBottom(true);
    element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  }, [ref]);

  return { atBottom, scrollToBottom };
}
