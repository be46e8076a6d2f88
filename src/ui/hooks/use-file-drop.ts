import { type RefObject, useLayoutEffect } from 'react';
import { listen } from '../../platform/listen';
import { attachFileAtom } from '../../state/actions/attach-file';
import { useSetAtom } from './atom-hooks';

/** Shown on the composer while a file is dragged over it (literal so the CSS build keeps it). */
const DRAG_OVER_CLASS = 'bg-brand-50';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Screens doc section 5: pasting into the input or dropping onto the composer attaches the first
 * file only. Listens on the composer region around the given input; text pastes stay untouched.
 */
export function useFileDrop(input: RefObject<HTMLElement | null>, disabled: boolean): void {
  const attach = useSetAtom(attachFileAtom);
  // A layout effect: listening from the render that shows the composer, not a frame later, so a
  // paste or drop in between is not lost (and no test has to wait for a frame).
  useLayoutEffect(() => {
    const field = input.current;
    const region = field?.closest<HTMLElement>('[part~="composer"]');
    if (!field || !region || disabled) return;
    const highlight = (on: boolean) => region.classList.toggle(DRAG_OVER_CLASS, on);
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0];
      // Office apps put a picture of copied cells beside their text: text wins (decision 017).
      if (!file || event.clipboardData?.getData('text/plain')) return;
      event.preventDefault();
      void attach(file);
    };
    const onDragOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      highlight(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!region.contains(event.relatedTarget as Node | null)) highlight(false);
    };
    const onDrop = (event: DragEvent) => {
      highlight(false);
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      void attach(file);
    };
    const stop = listen(
      [field, 'paste', onPaste],
      [region, 'dragover', onDragOver],
      [region, 'dragleave', onDragLeave],
      [region, 'drop', onDrop],
    );
    return () => {
      highlight(false);
      stop();
    };
  }, [input, disabled, attach]);
}
