import { type RefObject, useEffect, useState } from 'react';
import { listen } from '../../platform/listen';

/** Text selected inside one answer, and where (relative to the container) to offer quoting it. */
export interface AnswerSelection {
  text: string;
  top: number;
  left: number;
}

const ANSWER = '[part~="answer"]';
const BUTTON_WIDTH_PX = 56;

/**
 * Follows the page's selection and reports it when it lies inside one answer (part `answer`) of
 * this container. Selections inside shadow DOM differ by engine: Chromium has
 * ShadowRoot.getSelection(), WebKit (and newer engines) Selection.getComposedRanges, Firefox
 * reports shadow nodes through document.getSelection(). Anything else simply offers nothing.
 */
export function useAnswerSelection(container: RefObject<HTMLElement | null>) {
  const [selection, setSelection] = useState<AnswerSelection | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const update = () => setSelection(answerSelectionIn(element));
    // Scrolling moves the selected text: follow it (capture: the message list's own scroll). Only
    // when there is one: reading the selection makes the browser lay out first, and the list
    // scrolls with every streamed update and every older page put before its messages.
    const follow = () => setSelection((shown) => shown && answerSelectionIn(element));
    return listen([document, 'selectionchange', update], [element, 'scroll', follow, true]);
  }, [container]);
  const clear = () => {
    const root = container.current?.getRootNode();
    shadowSelection(root)?.removeAllRanges();
    document.getSelection()?.removeAllRanges();
    setSelection(null);
  };
  return { selection, clear };
}

function answerSelectionIn(container: HTMLElement): AnswerSelection | null {
  const range = selectedRange(container.getRootNode());
  if (!range || range.collapsed) return null;
  const answer = answerOf(range.startContainer);
  if (!answer || answer !== answerOf(range.endContainer) || !container.contains(answer)) return null;
  const text = range.toString();
  if (!text.trim()) return null;
  const rect = range.getBoundingClientRect();
  const base = container.getBoundingClientRect();
  const left = Math.min(
    Math.max(rect.left + rect.width / 2 - base.left - BUTTON_WIDTH_PX / 2, 4),
    base.width - BUTTON_WIDTH_PX - 4,
  );
  return { text, top: rect.bottom - base.top + 6, left };
}

function answerOf(node: Node): Element | null {
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest(ANSWER) ?? null;
}

function shadowSelection(root: Node | undefined): Selection | null | undefined {
  if (!(root instanceof ShadowRoot)) return undefined;
  // Only Chromium's shadow roots have getSelection; elsewhere it is undefined.
  return (root as ShadowRoot & { getSelection?: () => Selection | null }).getSelection?.();
}

type ComposedRanges = (options: { shadowRoots: ShadowRoot[] } | ShadowRoot) => StaticRange[];

function selectedRange(root: Node): Range | undefined {
  const chromium = shadowSelection(root);
  if (chromium) return chromium.rangeCount > 0 ? chromium.getRangeAt(0) : undefined;
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return undefined;
  const composed = (selection as Selection & { getComposedRanges?: ComposedRanges }).getComposedRanges;
  if (root instanceof ShadowRoot && typeof composed === 'function') {
    const ranges = composedRanges(selection, composed, root);
    const first = ranges[0];
    if (!first) return undefined;
    // A StaticRange cannot measure itself; a live Range over the same points can.
    const range = document.createRange();
    range.setStart(first.startContainer, first.startOffset);
    range.setEnd(first.endContainer, first.endOffset);
    return range;
  }
  return selection.getRangeAt(0);
}

function composedRanges(selection: Selection, composed: ComposedRanges, root: ShadowRoot): StaticRange[] {
  try {
    return composed.call(selection, { shadowRoots: [root] });
  } catch {
    // Safari 17 took the shadow roots as arguments, before the options object was specified.
    return composed.call(selection, root);
  }
}
