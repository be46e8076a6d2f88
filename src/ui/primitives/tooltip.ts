/** Screens doc section 9: a tooltip shows after 500 ms. */
export const TOOLTIP_DELAY_MS = 500;

/**
 * One tooltip per shadow root for every icon button (a button named by `aria-label` with no text of
 * its own; its `aria-description` when it has one), shown after 500 ms of mouse hover or keyboard focus, never for a touch tap (decision 060).
 * WCAG 1.4.13: Escape dismisses it (and does nothing else then), the pointer can move onto it (its
 * transparent border meets the button), and it stays until hover and focus leave. It sits above the
 * button, or below when there is no room, so it never covers the control. It only repeats the
 * button's name, so it is hidden from assistive technology. No animation, so none to reduce.
 */
export function installTooltip(root: ShadowRoot): void {
  const tip = document.createElement('div');
  tip.setAttribute('part', 'tooltip');
  tip.setAttribute('aria-hidden', 'true');
  tip.className =
    'fixed z-50 max-w-[240px] rounded-lg border-4 border-transparent bg-clip-padding bg-gray-900 px-2 py-1 text-xs text-white';
  let shownFor: Element | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hide = () => {
    clearTimeout(timer);
    shownFor = undefined;
    tip.remove();
  };
  const showSoon = (button: HTMLElement) => {
    if (button === shownFor) return;
    hide();
    shownFor = button;
    timer = setTimeout(() => {
      // The attach button's hint (file types, 100 MB) is its description.
      tip.textContent = button.getAttribute('aria-description') || button.getAttribute('aria-label');
      // Inside a modal dialog, or it would lie under the dialog's top layer.
      (button.closest('dialog') ?? root).append(tip);
      const box = button.getBoundingClientRect();
      const above = box.top - tip.offsetHeight;
      tip.style.top = `${above < 0 ? box.bottom : above}px`;
      tip.style.left = `${Math.max(0, Math.min(box.left + (box.width - tip.offsetWidth) / 2, innerWidth - tip.offsetWidth))}px`;
    }, TOOLTIP_DELAY_MS);
  };
  const iconButton = (event: Event) => {
    // A button with a `title` of its own (the launcher bubble: the agent's name) keeps the native one.
    const button = (event.target as Element).closest?.(
      'button[aria-label]:not([title])',
    ) as HTMLElement | null;
    return button?.textContent?.trim() ? null : button;
  };
  root.addEventListener('pointerover', (event) => {
    if ((event as PointerEvent).pointerType === 'touch' || tip.contains(event.target as Node)) return;
    const button = iconButton(event);
    if (button) showSoon(button);
    // Shown for keyboard focus, it stays while the focus does.
    else if (shownFor !== root.activeElement) hide();
  });
  // A press acts on the button: the tooltip goes, as a native one does.
  root.addEventListener('pointerdown', hide);
  root.addEventListener('focusin', (event) => {
    const button = iconButton(event);
    // Keyboard focus only: a click focuses the button too, and a tap must not leave a tooltip.
    if (button?.matches(':focus-visible')) showSoon(button);
    else hide();
  });
  root.addEventListener('focusout', hide);
  root.addEventListener(
    'keydown',
    (event) => {
      if ((event as KeyboardEvent).key !== 'Escape' || !tip.isConnected) return;
      event.preventDefault();
      event.stopPropagation();
      hide();
    },
    true,
  );
}
