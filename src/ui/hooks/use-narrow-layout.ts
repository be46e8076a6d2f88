import { type RefObject, useEffect, useState } from 'react';

/** Below this width the chat uses its mobile layout (list as an overlay, one column). */
export const NARROW_LAYOUT_MAX_WIDTH = 640;

/** Follows the widget's own width, not the viewport: an inline chat can be narrow on a wide page. */
export function useNarrowLayout(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? element.clientWidth;
      setNarrow(width > 0 && width < NARROW_LAYOUT_MAX_WIDTH);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
