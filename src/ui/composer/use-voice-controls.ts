import { useEffect, useMemo, useRef } from 'react';
import { debounce } from '../../platform/debounce';
import { cancelVoiceAtom } from '../../state/actions/voice-input';
import { useSetAtom } from '../hooks/atom-hooks';
import { useClock } from '../hooks/use-clock';

/** Screens doc section 9: the voice button is debounced 200 ms. */
export const VOICE_BUTTON_DEBOUNCE_MS = 200;

/** A press handler that runs `action` once, 200 ms after the last press (on the store's clock). */
export function useVoiceDebounce(action: () => void): () => void {
  const clock = useClock();
  const latest = useRef(action);
  latest.current = action;
  const debounced = useMemo(() => debounce(() => latest.current(), VOICE_BUTTON_DEBOUNCE_MS, clock), [clock]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced.call;
}

/** A chat taken off the page while recording releases the microphone and the socket. */
export function useReleaseVoiceOnUnmount(): void {
  const cancel = useSetAtom(cancelVoiceAtom);
  useEffect(() => () => cancel(), [cancel]);
}
