import { type RefObject, useLayoutEffect } from 'react';

/**
 * Grows a textarea with its text up to `maxHeightPx`. It measures again whenever the textarea's
 * width changes: the launcher's panel lays out before its real width is known, and a height
 * measured then (text wrapped into a narrow first layout) would stay too tall.
 */
export function useAutoHeight(
  textarea: RefObject<HTMLTextAreaElement | null>,
  text: string,
  maxHeightPx: number,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, read from the DOM.
  useLayoutEffect(() => {
    const element = textarea.current;
    if (element) fitHeight(element, maxHeightPx);
  }, [text, maxHeightPx]);

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fitHeight(element, maxHeightPx);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [textarea, maxHeightPx]);
}

function fitHeight(element: HTMLTextAreaElement, maxHeightPx: number): void {
  element.style.height = 'auto';
  // Empty, the placeholder decides: its @ hint is longer than a phone's input, and cut short it
  // would not say what @ does (decision 059). Chromium and WebKit count a wrapped placeholder in
  // scrollHeight, so the input grows to show all of it.
  element.style.height = `${Math.min(element.scrollHeight, maxHeightPx)}px`;
}
