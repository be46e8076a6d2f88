import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { listen } from '../../platform/listen';

/** Screens doc section 9: scroll-top loading is debounced 50 ms. */
const TOP_LOAD_DEBOUNCE_MS = 50;
const TOP_THRESHOLD_PX = 40;

/** A load of older messages under way: the first message then shown, and how to put it back. */
interface PendingLoad {
  readonly firstId: string | undefined;
  /** Scrolls so that the message first at the start of the load is where it was on screen then. */
  restore(): void;
}

/**
 * Loads older messages when the visitor scrolls to the top, and keeps what they were reading in
 * place once the older messages are prepended: the message that was first goes back to where it
 * was on screen. (Restoring the distance from the bottom instead was wrong whenever messages below
 * took their real heights between the start of the load and the prepend, as messages coming into
 * view do one frame after they are shown: decision 051; a busy machine saw the reader's message
 * jump by 89 px.) The restore waits for the first message's id to change: another update of the
 * list meanwhile (a refresh of the newest page, a push) must not use it up, or the prepend would
 * then push the reader's message down by the height of the older page (seen on a busy machine).
 */
export function useLoadOlderOnTop(
  ref: RefObject<HTMLElement | null>,
  canLoad: boolean,
  load: () => Promise<unknown>,
  firstId: string | undefined,
) {
  const pending = useRef<PendingLoad | null>(null);
  const renderedFirstId = useRef(firstId);
  renderedFirstId.current = firstId;

  useEffect(() => {
    const element = ref.current;
    if (!element || !canLoad) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      // Far from the top there is nothing to wait for: while an answer streams, the view follows it
      // with a scroll per update, and a timer per scroll was a main-thread task per update.
      if (element.scrollTop > TOP_THRESHOLD_PX) return;
      timer = setTimeout(() => {
        if (element.scrollTop > TOP_THRESHOLD_PX || pending.current) return;
        const id = element.querySelector<HTMLElement>('[data-message-id]')?.dataset.messageId;
        // Found again by its id: a message coming near (or going far) in the meantime is replaced
        // by its other form, and a detached element's box is at 0, which left the list at the top
        // with no scroll to load the next page (decision 076).
        const topOf = (otherwise: number) =>
          element.querySelector(`[data-message-id="${CSS.escape(id ?? '')}"]`)?.getBoundingClientRect().top ??
          otherwise;
        const top = topOf(0);
        const started: PendingLoad = {
          firstId: renderedFirstId.current,
          restore() {
            element.scrollTop += topOf(top) - top;
          },
        };
        pending.current = started;
        // A load that added nothing older (or failed) frees the next one once it has settled.
        const release = () => {
          if (pending.current === started) pending.current = null;
        };
        void load().then(() => setTimeout(release), release);
      }, TOP_LOAD_DEBOUNCE_MS);
    };
    const stop = listen([element, 'scroll', onScroll, { passive: true }]);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [ref, canLoad, load]);

  useLayoutEffect(() => {
    const started = pending.current;
    if (!started || firstId === started.firstId) return;
    started.restore();
    pending.current = null;
  }, [firstId]);
}
