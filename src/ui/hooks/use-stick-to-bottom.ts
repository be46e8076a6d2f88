import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { listen } from '../../platform/listen';

/** How close to the bottom still counts as "at the bottom". */
const BOTTOM_THRESHOLD_PX = 48;

/**
 * Keeps a scroll container pinned to its end while its content grows (a streaming answer, an
 * image or font arriving late), unless the visitor scrolled up to read; reports whether the view
 * is at the bottom. A render of `content` (the messages) pins in its own task, right after the
 * render: a streamed update is flushed in a timer task (`createFrameBatcher`), so the pin's layout is
 * the one the coming frame would do anyway, and its `scroll` event fires in that frame instead of a
 * frame of its own (decision 077). Other growth (an image or font arriving late, the list resized)
 * is watched with a ResizeObserver, whose callback runs after the frame's layout. Every browser the
 * widget supports has ResizeObserver (Safari 13.1, Chrome 64, Firefox 69), so there is no fallback
 * for its absence (decision 076).
 */
export function useStickToBottom(
  scrollerRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  content: unknown,
  question: unknown,
) {
  const stuck = useRef(true);
  const asked = useRef(question);
  const [atBottom, setAtBottom] = useState(true);
  const pin = () => {
    const scroller = scrollerRef.current;
    if (stuck.current && scroller) scroller.scrollTop = scroller.scrollHeight;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each render of the content, whose height the DOM holds.
  useLayoutEffect(() => {
    // A new question (the visitor's, or the conversation changed) brings the view back down to
    // where its answer will stream, even from far up the history.
    if (asked.current !== question) stuck.current = true;
    asked.current = question;
    pin();
  }, [content]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pin` reads refs only, so the first render's serves the observer.
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
    const observer = new ResizeObserver(pin);
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
