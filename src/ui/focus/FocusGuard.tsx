import { FOCUS_GUARD_ATTRIBUTE, tabbableIn } from './tab-cycle';

/**
 * A Tab stop after a frame at the end of a modal dialog. Keys pressed inside a frame (the
 * browser's PDF viewer) never reach the dialog's Tab cycle, and Tab out of the frame's last
 * control would leave the page for the browser's own UI, with the body focused behind the dialog.
 * With this stop after the frame, the browser lands here instead, and focus goes round to the
 * dialog's first control (decision 029).
 */
export function FocusGuard() {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a guard only passes focus on, never keeps it.
    <span
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the browser must stop here after the frame.
      tabIndex={0}
      {...{ [FOCUS_GUARD_ATTRIBUTE]: '' }}
      onFocus={(event) => {
        const dialog = event.currentTarget.closest('dialog');
        if (dialog) tabbableIn(dialog)[0]?.focus();
      }}
    />
  );
}
