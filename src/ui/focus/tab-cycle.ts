/** Elements that can take focus from Tab when nothing rules them out (decision 029). */
const FOCUSABLE = 'a[href],button,input,select,textarea,iframe,summary,[tabindex],[contenteditable="true"]';

/** Marks a focus guard (FocusGuard.tsx): a stop that only hands focus on, never a control. */
export const FOCUS_GUARD_ATTRIBUTE = 'data-focus-guard';

/** The innermost dialog holding `element` (a dialog counts as holding itself). */
const dialogOf = (element: Element) => element.closest('dialog');

function isTabbable(element: HTMLElement, layer: Element | null): boolean {
  if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) return false;
  if (element.hasAttribute(FOCUS_GUARD_ATTRIBUTE)) return false;
  // A nested dialog's controls belong to that dialog's own cycle, not to the one around it.
  if (dialogOf(element) !== layer) return false;
  if (element.closest('[inert]')) return false;
  // A radio group takes one Tab stop: its checked radio, or every radio while none is checked.
  if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked && element.form) {
    const group = element.form.elements.namedItem(element.name);
    if (group instanceof RadioNodeList && group.value !== '') return false;
  }
  return element.checkVisibility
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0;
}

/** The controls Tab visits inside `container`, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  const layer = dialogOf(container);
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
    isTabbable(element, layer),
  );
}

/**
 * Makes Tab and Shift+Tab go round inside `container` (a modal): from its last control to its
 * first and back. Browsers let Tab leave a modal <dialog> for their own toolbar, which in a page
 * leaves focus on the body (decision 029). Returns whether it moved focus.
 */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
    return false;
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  // Focus inside a nested dialog: that dialog keeps it.
  if (active && container.contains(active) && dialogOf(active) !== dialogOf(container)) return false;
  const controls = tabbableIn(container);
  const first = controls[0];
  const last = controls[controls.length - 1];
  const wraps = event.shiftKey
    ? active === first || active === container || !container.contains(active)
    : active === last || !container.contains(active);
  if (!wraps) return false;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
  return true;
}
