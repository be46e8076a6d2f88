import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../model/message';
import { type Nearness, nextNearIds } from '../../model/message-window';
import { type StandInRef, standInWords } from './MessageStandIn';

/**
 * How far beyond the visible part of the list a message still renders in full: a screen above and
 * one below, so scrolling, even by a page, meets rendered messages (decision 072).
 */
const NEAR_MARGIN = '100% 0px';

type MessageElement = Element & { dataset: DOMStringMap };

/** Whether the visitor holds focus or a selection in `element`: rendering it as text would drop them. */
function holdsFocusOrSelection(element: Element): boolean {
  const root = element.getRootNode() as ShadowRoot & { getSelection?: () => Selection | null };
  // Chromium tells a selection in a shadow root only through the root's own getSelection.
  return (
    element.contains(root.activeElement) ||
    (root.getSelection?.() ?? document.getSelection())?.type === 'Range'
  );
}

/**
 * Which messages of the list are near its view: one IntersectionObserver for the list, rooted at
 * its scroller, each message element registering itself through `watch`, a stable ref. Also
 * remembers each rendered message's height as it goes far, so its stand-in takes the same room, and
 * which messages the visitor pressed or focused in (`markUsed`): those stay rendered, and what
 * they opened stays open.
 */
export function useMessageWindow() {
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set());
  const [memory] = useState(() => ({
    heights: new Map<string, number>(),
    used: new Set<string>(),
    observer: undefined as IntersectionObserver | undefined,
    /** One ref per message object and speaker: a stable ref is not called again on each render. */
    standIns: new WeakMap<ChatMessage, { speaker: string; ref: StandInRef }>(),
  }));

  const onEntries = (entries: IntersectionObserverEntry[]) => {
    const changes: Nearness[] = [];
    for (const { target, isIntersecting, boundingClientRect } of entries) {
      const { messageId = '', standIn } = (target as MessageElement).dataset;
      // An element replaced by the message's other form reports once as it goes: not a move.
      if (!target.isConnected || (!isIntersecting && holdsFocusOrSelection(target))) continue;
      if (!isIntersecting && standIn === undefined) memory.heights.set(messageId, boundingClientRect.height);
      changes.push({ id: messageId, near: isIntersecting });
    }
    setNear((current) => nextNearIds(current, changes));
  };
  const handler = useRef(onEntries);
  handler.current = onEntries;

  const watch = useCallback(
    (element: HTMLElement | null) => {
      // The list's scroller: messages sit in its content box. Refs are set before effects run,
      // so the observer is made by the first message to register.
      const root = element?.parentElement?.parentElement;
      if (!root || typeof IntersectionObserver !== 'function') return;
      memory.observer ??= new IntersectionObserver((entries) => handler.current(entries), {
        root,
        rootMargin: NEAR_MARGIN,
      });
      memory.observer.observe(element);
      return () => memory.observer?.unobserve(element);
    },
    [memory],
  );
  useEffect(() => () => memory.observer?.disconnect(), [memory]);

  const markUsed = useCallback(
    (event: { target: EventTarget | null }) => {
      const message = (event.target as Element).closest('[data-message-id]') as MessageElement | null;
      if (message?.dataset.messageId) memory.used.add(message.dataset.messageId);
    },
    [memory],
  );

  /** The ref of a message's stand-in: fills it with the message's words, and watches it. */
  const standInRef = (message: ChatMessage, speaker: string): StandInRef => {
    let cached = memory.standIns.get(message);
    if (cached?.speaker !== speaker) {
      cached = {
        speaker,
        ref: (element) => {
          if (element) element.textContent = standInWords(message, speaker);
          return watch(element);
        },
      };
      memory.standIns.set(message, cached);
    }
    return cached.ref;
  };

  return { near, heights: memory.heights, used: memory.used, watch, markUsed, standInRef };
}
