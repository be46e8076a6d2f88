import { type RefObject, useLayoutEffect } from 'react';

/** Screens doc section 9: a popup closes with a 200 ms animation. */
export const CLOSE_ANIMATION_MS = 200;

/**
 * Plays a popup's closing (decision 063): a copy of it, left where it was (a dialog's copy without
 * `open` or the top layer), fades and drops 8 px over 200 ms, then goes. The popup itself
 * is gone at once, so focus returns and the state is final in the same render as the close; the
 * copy is inert, hidden from assistive technology, and carries no `part` or `id`, so it is never
 * found, focused or read. Nothing under reduced motion.
 */
export function playClose(popup: HTMLElement, box: DOMRect, container: Node | null): void {
  if (!container || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const copy = popup.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll('[part],[id]')]) {
    node.removeAttribute('part');
    node.removeAttribute('id');
  }
  copy.inert = true;
  copy.setAttribute('aria-hidden', 'true');
  // Not an open dialog: Chromium gives one a close watcher, and the next Escape would close the
  // copy instead of the popup under it. `display:block` shows it without `open`.
  copy.removeAttribute('open');
  // CSSOM, not a style attribute: allowed under a strict CSP.
  copy.style.cssText += `display:block;position:fixed;inset:${box.top}px auto auto ${box.left}px;width:${box.width}px;height:${box.height}px;margin:0;z-index:60;pointer-events:none`;
  container.appendChild(copy);
  copy.animate([{}, { opacity: 0, transform: 'translateY(8px)' }], CLOSE_ANIMATION_MS).onfinish = () =>
    copy.remove();
}

/** The widget's styled wrapper around `element`, where a closing copy keeps the widget's font. */
export function popupContainer(element: Element): Node | null {
  return element.closest('[part~="root"]') ?? element.parentNode;
}

/**
 * A menu shown while `open`: its box is read when it opens, and its closing is played from there
 * once it is gone (a menu unmounts in the render that closes it).
 */
export function useCloseAnimation(menu: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const element = menu.current;
    if (!open || !element) return;
    const box = element.getBoundingClientRect();
    const container = popupContainer(element);
    return () => playClose(element, box, container);
  }, [menu, open]);
}
