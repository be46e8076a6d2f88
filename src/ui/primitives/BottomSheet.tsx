import { type PointerEvent, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { useTexts } from '../hooks/use-texts';
import { useViewportBox } from '../hooks/use-viewport-box';
import { CloseIcon } from './icons';
import { placeSheet, type SheetPlacement, swipeCloses } from './sheet-geometry';
import { Toast } from './Toast';

interface BottomSheetProps {
  title: string;
  /** Public part names of the sheet (`dialog` is always added). */
  part: string;
  /** The chat's root: the sheet spans its width and rests on its bottom edge. */
  anchor: RefObject<HTMLElement | null>;
  /** Smallest height as a fraction of the chat's visible height (screens doc: tasks at least 70 %). */
  minHeightFraction?: number;
  onClose(): void;
  children: ReactNode;
}

interface Drag {
  pointerId: number;
  startY: number;
  lastY: number;
  lastTime: number;
  velocity: number;
}

/**
 * The narrow layout's panels (screens doc section 2): a modal <dialog> (showModal keeps focus
 * inside and makes the page inert) with a drag handle and a backdrop; Escape, a backdrop tap,
 * the close button or a swipe down close it, and focus goes back to whatever opened it.
 */
export function BottomSheet({
  title,
  part,
  anchor,
  minHeightFraction = 0,
  onClose,
  children,
}: BottomSheetProps) {
  const texts = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const viewport = useViewportBox();

  useModalDialog(dialog);

  useLayoutEffect(() => {
    const element = dialog.current;
    const box = anchor.current?.getBoundingClientRect();
    if (!element || !box) return;
    const placement = placeSheet(box, viewport, minHeightFraction);
    // Every figure of the placement is the CSS property of the same name, in pixels.
    for (const property of Object.keys(placement) as (keyof SheetPlacement)[]) {
      element.style[property] = `${placement[property]}px`;
    }
  }, [anchor, viewport, minHeightFraction]);

  const onPointerDown = (event: PointerEvent) => {
    // The close button is inside the handle: a press on it is a click, not the start of a swipe.
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    const now = event.timeStamp;
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      lastY: event.clientY,
      lastTime: now,
      velocity: 0,
    };
  };
  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const elapsed = Math.max(1, event.timeStamp - current.lastTime);
    current.velocity = (event.clientY - current.lastY) / elapsed;
    current.lastY = event.clientY;
    current.lastTime = event.timeStamp;
    setOffset(Math.max(0, event.clientY - current.startY));
  };
  const onPointerEnd = (event: PointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const distance = Math.max(0, event.clientY - current.startY);
    const height = dialog.current?.getBoundingClientRect().height ?? 0;
    setOffset(0);
    if (event.type === 'pointerup' && swipeCloses(distance, current.velocity, height)) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click closes; from the keyboard, Escape does (natively).
    <dialog
      ref={dialog}
      aria-label={title}
      part={`${part} dialog bottom-sheet`}
      className="fixed top-auto m-0 p-0 border-0 max-w-none rounded-t-2xl bg-white text-gray-900 shadow-2xl overflow-hidden backdrop:bg-black/40"
      style={{ transform: offset ? `translateY(${offset}px)` : undefined }}
      onClose={() => onClose()}
      onClick={(event) => {
        // The dialog's own box is only hit outside the content: that is the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex flex-col h-full max-h-[inherit] min-h-[inherit]">
        <div
          className="shrink-0 touch-none select-none cursor-grab"
          part="sheet-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <div className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-gray-300" aria-hidden="true" />
          <div className="flex items-center gap-2 pl-4 pr-1 py-1">
            <h2 className="flex-1 min-w-0 truncate text-base font-semibold">{title}</h2>
            <button
              type="button"
              className="w-11 h-11 shrink-0 rounded-lg flex items-center justify-center text-gray-500 hover:bg-gray-100"
              aria-label={texts.close}
              part="panel-close dialog-close"
              onClick={onClose}
            >
              <CloseIcon className="w-5 h-5" />
            </button>
          </div>
        </div>
        <div className="flex-1 min-h-0 flex flex-col overflow-y-auto overscroll-contain">{children}</div>
      </div>
      {/* A modal sheet is above everything else in the page, the composer's toast too: a toast raised
          while it is open (立即执行, a refused rename) shows here as well, 12 px above its bottom edge. */}
      <div className="absolute inset-x-0 bottom-3">
        <Toast />
      </div>
    </dialog>
  );
}
