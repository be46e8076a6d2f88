import { useCallback, useEffect, useRef, useState } from 'react';
import { type Nearness, nextNearIds } from '../../model/message-window';
import { nextTask } from '../../platform/next-task';

/**
 * How far beyond the visible part of the list a message still renders in full: a screen above and
 * one below, so scrolling, even by a page, meets rendered messages (decision 072).
 */
const NEAR_MARGIN = '100% 0px';

/** The room a message never rendered takes until it is: decision 051's estimate. */
const UNMEASURED_HEIGHT = 160;

/**
 * How many messages may come near, and render in full, per frame. A jump (to the top of a long
 * conversation, by its scroll bar) brings a dozen near, and rendering them in one task, then laying
 * them out in one frame, took 30–50 ms each (decision 076).
 */
const COMING_NEAR_PER_FRAME = 2;

/**
 * Script time one task of stand-in words aims at. An older page's 40 stand-ins given their words in
 * the prepend's own task were a quarter of its script, and their text's shaping most of its layout
 * (decision 083); in tasks of their own they cost about that in all, a few milliseconds a task.
 */
const WORDS_SLICE_MS = 4;

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
 * its scroller, each message element registering itself through `watch`, a stable ref that also
 * fills a stand-in with its message's words (`wordsOf`). Also remembers each rendered message's
 * height as it goes far, so its stand-in takes the same room, and which messages the visitor
 * pressed or focused in (`markUsed`): those stay rendered, and what they opened stays open.
 * `speakers` are the names the words begin with: when they change (the agent's name arrives, the
 * language changes), `watch` is new, so every element registers again and each stand-in's words are
 * set again.
 */
export function useMessageWindow(wordsOf: (id: string) => string, speakers: string) {
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set());
  const [memory] = useState(() => ({
    heights: new Map<string, number>(),
    used: new Set<string>(),
    observer: undefined as IntersectionObserver | undefined,
    /** Stand-ins waiting for their words, in the order they were made. */
    wordless: new Set<HTMLElement>(),
    cancelWords: undefined as (() => void) | undefined,
  }));

  const onEntries = (entries: IntersectionObserverEntry[]) => {
    const changes: Nearness[] = [];
    let room = COMING_NEAR_PER_FRAME;
    for (const { target, isIntersecting, boundingClientRect } of entries) {
      const { messageId = '', standIn } = (target as MessageElement).dataset;
      // An element replaced by the message's other form reports once as it goes: not a move.
      if (!target.isConnected || (!isIntersecting && holdsFocusOrSelection(target))) continue;
      // Past the room, a message coming near is observed anew: the observer reports it again in
      // the next frame.
      if (isIntersecting && !near.has(messageId) && room-- < 1) {
        requestAnimationFrame(() => {
          memory.observer?.unobserve(target);
          if (target.isConnected) memory.observer?.observe(target);
        });
        continue;
      }
      if (!isIntersecting && standIn === undefined) memory.heights.set(messageId, boundingClientRect.height);
      changes.push({ id: messageId, near: isIntersecting });
    }
    setNear((current) => nextNearIds(current, changes));
  };
  // The observer and the refs outlive a render; what they call is the latest render's.
  const latest = useRef({ onEntries, wordsOf });
  latest.current = { onEntries, wordsOf };

  // Reads only `memory` and `latest`: the copy a render's `watch` queued does what any render's would.
  const fillWords = () => {
    memory.cancelWords = undefined;
    const started = performance.now();
    for (const element of memory.wordless) {
      if (performance.now() - started > WORDS_SLICE_MS) {
        memory.cancelWords = nextTask(fillWords);
        return;
      }
      memory.wordless.delete(element);
      element.textContent = latest.current.wordsOf(element.dataset.messageId ?? '');
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: new speakers need new words (above).
  const watch = useCallback(
    (element: HTMLElement | null) => {
      // The list's scroller, around its content box and the boxes of far messages (decision 084).
      // Refs are set before effects run, so the observer is made by the first message to register.
      // Every browser the widget supports (and happy-dom) has IntersectionObserver (decision 082).
      const root = element?.closest('[part~="message-list"]');
      if (!element || !root) return;
      memory.observer ??= new IntersectionObserver((entries) => latest.current.onEntries(entries), {
        root,
        rootMargin: NEAR_MARGIN,
      });
      memory.observer.observe(element);
      // A stand-in's words and height are set here, not rendered: a string and a style held by the
      // component tree for each of 1,000 far messages were a large part of what they kept
      // (decisions 072, 074). Its height now, as the list's layout needs it; its words in a task
      // after, a few stand-ins a task (decision 083): they take no room of their own.
      const { messageId = '', standIn } = element.dataset;
      if (standIn !== undefined) {
        element.style.height = `${memory.heights.get(messageId) ?? UNMEASURED_HEIGHT}px`;
        memory.wordless.add(element);
        memory.cancelWords ??= nextTask(fillWords);
      }
      return () => {
        memory.observer?.unobserve(element);
        memory.wordless.delete(element);
      };
    },
    [memory, speakers],
  );
  useEffect(
    () => () => {
      memory.observer?.disconnect();
      memory.cancelWords?.();
    },
    [memory],
  );

  const markUsed = useCallback(
    (event: { target: EventTarget | null }) => {
      const id = (event.target as Element).closest<HTMLElement>('[data-message-id]')?.dataset.messageId;
      if (id) memory.used.add(id);
    },
    [memory],
  );

  return { near, used: memory.used, heights: memory.heights, watch, markUsed };
}
