import { useRef } from 'react';
import { keepTabInside } from '../focus/tab-cycle';
import { domEvent } from '../hooks/dom-event';
import { useTexts } from '../hooks/use-texts';
import { DANGER_BUTTON, SECONDARY_BUTTON } from './task-styles';
import { useReturnFocus } from './use-return-focus';

interface TaskDeleteDialogProps {
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The delete confirmation: a native modal <dialog> (top layer), Tab kept inside.
 * Focus starts on 取消 and returns to the opener when it closes, or to the panel when the
 * deleted task's controls are gone. Unmounting removes the dialog, which closes it.
 */
export function TaskDeleteDialog({ busy, onCancel, onConfirm }: TaskDeleteDialogProps) {
  const texts = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Modal in the same task that shows it, so an Escape pressed at once finds a modal dialog.
  useReturnFocus(dialog, (element) => {
    if (!(element as HTMLDialogElement).open) (element as HTMLDialogElement).showModal();
    cancel.current?.focus();
  });
  return (
    <dialog
      ref={dialog}
      aria-label={texts.taskDeleteConfirm}
      part="dialog task-delete-dialog"
      className="m-auto w-[min(360px,calc(100vw-32px))] rounded-xl bg-white p-5 text-gray-900 shadow-xl backdrop:bg-black/30"
      // Escape closes the dialog natively (Chromium may skip a prevented `cancel`); the state follows.
      onClose={() => onCancel()}
      onKeyDown={(event) => {
        // The launcher panel closes on Escape too; only the dialog should.
        if (event.key === 'Escape') event.stopPropagation();
        // Browsers let Tab leave a modal dialog for their own toolbar (decision 029).
        else keepTabInside(domEvent(event), event.currentTarget);
      }}
    >
      <p className="text-sm text-gray-800">{texts.taskDeleteConfirm}</p>
      <div className="mt-5 flex justify-end gap-2">
        <button
          ref={cancel}
          type="button"
          className={SECONDARY_BUTTON}
          part="dialog-close"
          onClick={onCancel}
        >
          {texts.cancel}
        </button>
        <button
          type="button"
          className={`${DANGER_BUTTON} h-9 px-4 text-sm border border-red-200`}
          part="confirm-button"
          disabled={busy}
          onClick={onConfirm}
        >
          {texts.delete}
        </button>
      </div>
    </dialog>
  );
}
