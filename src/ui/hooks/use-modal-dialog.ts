import { type RefObject, useLayoutEffect } from 'react';
import { listen } from '../../platform/listen';
import { keepTabInside, tabbableIn } from '../focus/tab-cycle';
import { playClose, popupContainer } from '../primitives/close-animation';

/**
 * Shows a `<dialog>` modally in the same task that renders it (a passive effect runs a frame
 * later, and an Escape pressed in between would reach a dialog that is not yet modal), keeps
 * Tab going round inside it and its Escape from reaching the launcher around it; when the dialog goes, closes it and gives focus back to the control
 * that opened it, or, when that control is gone (or there was none), calls `onOpenerGone` so a
 * sensible neighbour takes focus instead of the page body (decision 029).
 * The `close` event that the unmount itself causes never reaches the dialog's `onClose`.
 * `noOpener`: the dialog opened by itself, so whatever had focus did not open it.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  onOpenerGone?: () => void,
  noOpener?: boolean,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per dialog; the callbacks are read at unmount only.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const root = element.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const opener =
      !noOpener && active instanceof HTMLElement && active !== element.ownerDocument.body ? active : null;
    const onKey = (event: KeyboardEvent) => {
      // Escape closes the dialog natively; the launcher panel closes on Escape too, and only the
      // dialog should.
      if (event.key === 'Escape') event.stopPropagation();
      else keepTabInside(event, element);
    };
    // Focus leaving for nowhere (a control vanishing) would land on the page body: bring it back
    // to the dialog's first control. Tab out of a frame leaves the page instead (the page loses
    // focus, so this does not fire): a FocusGuard after the frame handles that.
    const recapture = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      queueMicrotask(() => {
        if (element.open && !root.activeElement && element.ownerDocument.hasFocus())
          tabbableIn(element)[0]?.focus();
      });
    };
    const stop = listen([element, 'keydown', onKey], [element, 'focusout', recapture]);
    if (!element.open) element.showModal();
    return () => {
      stop();
      playClose(element, element.getBoundingClientRect(), popupContainer(element));
      if (element.open) {
        // Chromium fires `close` at its next animation frame: a dialog opened again before then
        // (the same sheet, reopened within a frame of a choice that closed it) would be closed
        // by its predecessor's event. A capture listener on the target runs before onClose.
        element.addEventListener('close', (event) => event.stopImmediatePropagation(), true);
        element.close();
      }
      if (opener?.isConnected) {
        // Chromium's own return of focus on close can leave a text field inside the launcher's
        // panel (a non-modal <dialog>) focused but deaf to typing; focusing it afresh mends it.
        if (root.activeElement === opener) opener.blur();
        opener.focus();
      } else if (onOpenerGone) {
        // The same mend when the browser gave focus back to a field we are about to refocus.
        (root.activeElement as HTMLElement | null)?.blur();
        onOpenerGone();
      }
    };
  }, []);
}
