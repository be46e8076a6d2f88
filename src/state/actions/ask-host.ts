import { atom } from 'jotai';
import { quoteOfSelection } from '../../model/quote-input';
import { focusRequestAtom, launcherOpenAtom } from '../chat-store';
import { quoteDraftAtom } from '../composer-state';

/**
 * 问问Agent (decision 037): text selected on the host page becomes the composer's TEXT quote,
 * the launcher's panel opens (a no-op for `<agent-chat>`) and the input takes focus.
 */
export const askAboutHostTextAtom = atom(null, (_get, set, text: string) => {
  set(quoteDraftAtom, quoteOfSelection(text) ?? null);
  set(launcherOpenAtom, true);
  set(focusRequestAtom, (count) => count + 1);
});
