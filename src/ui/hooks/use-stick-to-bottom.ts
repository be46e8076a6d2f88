import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { listen } from '../../platform/listen';

/** How close to the bottom still counts as "at the bottom". */
const BOTTOM_THRESHOLD_PX = 48;

/**
 * Keeps a scroll container pinned to its end while its content grows (a streaming answer, an
 * image or font arriving late), unless the visitor scrolled up to read; reports whether the view
 * is at the bottom. Growth is watched with a ResizeObserver on the content: its callback runs
 * after the frame's layout, so pinning costs no extra forced layout per streamed update. Every
 * browser the widget supports has ResizeObserver (Safari 13.1, Chrome 64, Firefox 69), so there is
 * no fallback for its absence (decision 076).
 */
export function useStickToBottom(
  scrollerRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
) {
  const stuck = useRef(true);
  const [atBottom, setAtBottom] = useState(true);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let lastTop = scroller.scrollTop;
    const onScroll = () => {
      const top = scroller.scrollTop;
      const distance = scroller.scrollHeight - top - scroller.clientHeight;
      // Only the visitor moving up lets go of the bottom. Content that grew between our scroll
      // and its (asynchronous) scroll event also leaves a distance, but must not unpin the view.
      if (distance <= BOTTOM_THRESHOLD_PX) stuck.current = true;
      else if (top < lastTop) stuck.current = false;
      lastTop = top;
      setAtBottom(stuck.current);
    };
    const stop = listen([scroller, 'scroll', onScroll, { passive: true }]);
    if (!contentRef.current) return stop;
    const observer = new ResizeObserver(() => {
      if (stuck.current) scroller.scrollTop = scroller.scrollHeight;
    });
    observer.observe(contentRef.current);
    observer.observe(scroller);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [scrollerRef, contentRef]);

  const scrollToBottom = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    stuck.current = true;
    setAtBottom(true);
    scroller.scrollTo({ top: scroller.scrollHeight, behavior: 'smooth' });
  }, [scrollerRef]);

  return { atBottom, scrollToBottom };
}
