import { useEffect, useRef } from 'react';

interface ConfirmDialogProps {
  message: string;
  cancelText: string;
  confirmText: string;
  onCancel(): void;
  onConfirm(): void;
}

/** A small modal inside the widget (never the host page's window.confirm). */
export function ConfirmDialog({ message, cancelText, confirmText, onCancel, onConfirm }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      className="absolute inset-0 z-40 flex items-center justify-center bg-black/30 p-4"
      part="confirm-dialog dialog"
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label={message}
        className="w-full max-w-[360px] rounded-xl bg-white shadow-xl p-5"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      >
        <p className="text-sm text-gray-800">{message}</p>
        <div className="mt-5 flex justify-end gap-2">
          <button
            ref={cancel}
            type="button"
            className="px-4 py-1.5 rounded-lg border border-gray-200 text-sm text-gray-700 hover:bg-gray-50"
            onClick={onCancel}
          >
            {cancelText}
          </button>
          <button
            type="button"
            className="px-4 py-1.5 rounded-lg bg-red-500 text-sm text-white hover:bg-red-600"
            part="confirm-button"
            onClick={onConfirm}
          >
            {confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
