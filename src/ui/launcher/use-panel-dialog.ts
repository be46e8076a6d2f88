import { type RefObject, useLayoutEffect } from 'react';
import { listen } from '../../platform/listen';
import { keepTabInside } from '../focus/tab-cycle';

/**
 * The launcher's panel is a <dialog> (decision 029). Full screen it is modal (showModal): the
 * host page behind is inert and Tab goes round inside the panel; the floating desktop panel is
 * non-modal (show) and the page stays usable. Either way Escape closes it. Declared before the
 * effect that focuses the bubble, so the bubble is no longer inert when it takes focus.
 */
export function usePanelDialog(
  root: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLDialogElement | null>,
  state: { open: boolean; modal: boolean },
  close: () => void,
): void {
  const { open, modal } = state;
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (!open) {
      if (element.open) element.close();
      return;
    }
    if (element.open && element.matches(':modal') === modal) return;
    // Switching between modal and not (the window was resized) needs a close first.
    if (element.open) element.close();
    if (modal) element.showModal();
    else element.show();
  });

  // A layout effect too: focus moves into the open panel in the same commit, so an Escape pressed at
  // once must already find the listener (a passive effect may run a frame later).
  useLayoutEffect(() => {
    const rootElement = root.current;
    const element = panel.current;
    if (!rootElement || !element || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (modal) keepTabInside(event, element);
    };
    // The browser closes a modal dialog on Escape by itself; a close while switching modes is not one.
    const onClose = () => {
      if (!element.open) close();
    };
    return listen([rootElement, 'keydown', onKeyDown], [element, 'close', onClose]);
  }, [root, panel, open, modal, close]);
}
