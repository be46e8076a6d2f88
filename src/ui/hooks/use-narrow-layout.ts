import { type RefObject, useEffect, useState } from 'react';

/** Below this width the chat uses its mobile layout (list and panels as bottom sheets, one column). */
export const NARROW_LAYOUT_MAX_WIDTH = 640;

/** The element's own width (0 until measured), followed as it changes. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      setWidth(Math.round(entries[0]?.contentRect.width ?? element.clientWidth));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function isNarrowWidth(width: number): boolean {
  return width > 0 && width < NARROW_LAYOUT_MAX_WIDTH;
}

/** Follows the widget's own width, not the viewport: an inline chat can be narrow on a wide page. */
export function useNarrowLayout(ref: RefObject<HTMLElement | null>): boolean {
  return isNarrowWidth(useElementWidth(ref));
}
