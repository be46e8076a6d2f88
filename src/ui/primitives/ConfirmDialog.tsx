import { useRef } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog';

interface ConfirmDialogProps {
  message: string;
  cancelText: string;
  confirmText: string;
  onCancel(): void;
  onConfirm(): void;
}

const BUTTON =
  'px-4 py-1.5 touch:min-h-[44px] rounded-lg text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2';

/**
 * A modal question inside the widget (never the host page's window.confirm): a native <dialog>
 * opened with showModal(), so focus stays inside, the page behind is inert and Escape cancels.
 * Focus starts on the safe answer; when the dialog goes away it returns to the control that
 * opened it (the caller may move it on, e.g. when that control is gone).
 */
export function ConfirmDialog({ message, cancelText, confirmText, onCancel, onConfirm }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Either answer removes the dialog in the caller's next render, and the `close` that removal
  // causes is swallowed (useModalDialog): each answer is given once without a guard.
  useModalDialog(dialog);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-label={message}
      part="confirm-dialog dialog"
      className="m-auto w-[calc(100%-32px)] max-w-[360px] rounded-xl bg-white p-5 text-gray-900 shadow-xl backdrop:bg-black/30"
      // Escape closes a modal dialog natively; the answer follows the close.
      onClose={onCancel}
    >
      <p className="text-sm text-gray-800">{message}</p>
      <div className="mt-5 flex justify-end gap-2">
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: a modal question starts on its safe answer.
          autoFocus
          className={`${BUTTON} border border-gray-200 text-gray-700 hover:bg-gray-50 focus-visible:ring-brand-500`}
          part="confirm-cancel"
          onClick={onCancel}
        >
          {cancelText}
        </button>
        <button
          type="button"
          className={`${BUTTON} bg-red-500 text-white hover:bg-red-600 focus-visible:ring-red-300`}
          part="confirm-button"
          onClick={onConfirm}
        >
          {confirmText}
        </button>
      </div>
    </dialog>
  );
}
