import { type RefObject, useLayoutEffect } from 'react';

/** Marks the element focus goes to when the control that opened a view is gone (its task was deleted). */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-task-focus-fallback';

/**
 * Remembers the focused control when a view (form, dialog) appears and gives focus back to it when
 * the view goes, or to the panel's fallback when that control is gone.
 */
export function useReturnFocus(
  view: RefObject<HTMLElement | null>,
  onOpen?: (element: HTMLElement) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per view; onOpen runs at mount only.
  useLayoutEffect(() => {
    const element = view.current;
    if (!element) return;
    const root = element.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement instanceof HTMLElement ? root.activeElement : null;
    const panel = element.closest<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}]`);
    onOpen?.(element);
    return () => {
      // Let the next view mount first: a control of the panel it focuses itself keeps the focus
      // (focus taken outside the panel meanwhile, say by a new conversation's input, does not).
      queueMicrotask(() => {
        const active = root.activeElement;
        if (active && active !== panel && panel?.contains(active)) return;
        if (opener?.isConnected) opener.focus();
        else panel?.focus();
      });
    };
  }, []);
}
