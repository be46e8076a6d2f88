import { type RefObject, useLayoutEffect } from 'react';

/**
 * Shows a `<dialog>` modally in the same task that renders it (a passive effect runs a frame
 * later, and an Escape pressed in between would reach a dialog that is not yet modal); when the
 * dialog goes, closes it and gives focus back to the control that opened it, if still there.
 * `onGone` runs first (for example to ignore the `close` event the unmount itself causes).
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, onGone?: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per dialog; onGone is read at unmount only.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const root = element.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement instanceof HTMLElement ? root.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      onGone?.();
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
}
