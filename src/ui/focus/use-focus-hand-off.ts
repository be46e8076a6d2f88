import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { focusRequestAtom } from '../../state/chat-store';
import { useSetAtom } from '../hooks/atom-hooks';

/**
 * A callback asking the composer's input to take focus. The composer declines on touch screens
 * (the on-screen keyboard would cover the chat) and when focus is on the host page.
 */
export function useFocusInput(): () => void {
  const request = useSetAtom(focusRequestAtom);
  return useCallback(() => request((count) => count + 1), [request]);
}

/**
 * When `element` leaves the page while it has focus (the stop button once the answer ends, a
 * list that closes under its own option), `handOff` gives focus to a neighbour; otherwise the
 * browser would leave it on the page body (decision 029).
 */
export function useHandFocusOnUnmount(element: RefObject<HTMLElement | null>, handOff: () => void): void {
  const latest = useRef(handOff);
  latest.current = handOff;
  useLayoutEffect(() => {
    const current = element.current;
    return () => {
      // Layout effect clean-ups run before the element is taken out: it still knows its focus.
      const root = current?.getRootNode() as Document | ShadowRoot | undefined;
      if (current && root?.activeElement === current) latest.current();
    };
  }, [element]);
}
