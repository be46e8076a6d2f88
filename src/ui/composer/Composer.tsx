import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { texts } from '../../i18n/texts';
import { canSendComposerAtom, sendComposerAtom } from '../../state/actions/send-composer';
import { cleanMessagesAtom } from '../../state/actions/sessions';
import { stopGenerationAtom } from '../../state/actions/stop-generation';
import {
  currentConversationIdAtom,
  draftAtom,
  focusRequestAtom,
  generatingAtom,
  hasMessagesAtom,
} from '../../state/chat-store';
import { inputModeAtom, recorderOpenAtom } from '../../state/voice-state';
import { useAutoHeight } from '../hooks/use-auto-height';
import { BroomIcon, SendIcon, StopIcon } from '../primitives/icons';
import { useReleaseVoiceOnUnmount } from './use-voice-controls';
import { VoiceButton } from './VoiceButton';
import { TapToTalkButton, VoiceModeToggle } from './VoiceModeToggle';
import { VoiceRecorder } from './VoiceRecorder';

/** Screens doc section 9: the textarea grows from 1 to 6 rows. */
const MAX_ROWS = 6;
const LINE_HEIGHT_PX = 22;

export function Composer({ disabled, narrow = false }: { disabled: boolean; narrow?: boolean }) {
  const [draft, setDraft] = useAtom(draftAtom);
  const generating = useAtomValue(generatingAtom);
  const focusRequest = useAtomValue(focusRequestAtom);
  const send = useSetAtom(sendComposerAtom);
  const ready = useAtomValue(canSendComposerAtom);
  const stop = useSetAtom(stopGenerationAtom);
  const clean = useSetAtom(cleanMessagesAtom);
  const conversationId = useAtomValue(currentConversationIdAtom);
  const hasMessages = useAtomValue(hasMessagesAtom);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const canSend = !disabled && ready;
  // Voice input (decision 020): a toggle inline when wide; a mode switch and a recorder when narrow.
  const inputMode = useAtomValue(inputModeAtom);
  const recorderShown = useAtomValue(recorderOpenAtom);
  const voiceMode = narrow && inputMode === 'voice';
  const recorderOpen = narrow && recorderShown;
  useReleaseVoiceOnUnmount();

  useAutoHeight(textarea, draft, MAX_ROWS * LINE_HEIGHT_PX + 4);

  useEffect(() => {
    const element = textarea.current;
    if (focusRequest === 0 || !element) return;
    // Never steal focus from elsewhere on the page (another chat, a host form): only move it
    // when it is inside this widget or nowhere.
    const host = (element.getRootNode() as ShadowRoot).host;
    const active = document.activeElement;
    if (active && active !== document.body && active !== host) return;
    element.focus();
  }, [focusRequest]);

  const submit = () => {
    if (canSend) void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    // IME composition, Shift (newline) and modifier keys never send (screens doc, section 5).
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    submit();
  };

  return (
    <div className="px-4 pb-4 pt-2" part="composer">
      {recorderOpen ? <VoiceRecorder /> : null}
      <div className="max-w-[864px] mx-auto flex items-end gap-2 rounded-2xl border border-gray-200 bg-white shadow-sm px-3 py-2 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
        {conversationId && hasMessages ? (
          <button
            type="button"
            className="shrink-0 w-9 h-9 rounded-full text-gray-400 flex items-center justify-center hover:bg-gray-100 hover:text-gray-700 disabled:opacity-40"
            aria-label={texts.cleanConversation}
            title={texts.cleanConversation}
            disabled={generating}
            part="clean-conversation"
            onClick={() => void clean()}
          >
            <BroomIcon className="w-4 h-4" />
          </button>
        ) : null}
        {narrow ? <VoiceModeToggle disabled={disabled} /> : null}
        {voiceMode ? <TapToTalkButton disabled={disabled} /> : null}
        <textarea
          hidden={voiceMode}
          ref={textarea}
          className="flex-1 min-w-0 resize-none bg-transparent outline-none border-0 text-sm leading-[22px] text-gray-900 placeholder-gray-400 py-1.5 max-h-[136px]"
          rows={1}
          value={draft}
          placeholder={texts.inputPlaceholder}
          aria-label={texts.inputPlaceholder}
          disabled={disabled}
          part="composer-input"
          onInput={(event) => setDraft((event.target as HTMLTextAreaElement).value)}
          onKeyDown={onKeyDown}
        />
        {narrow ? null : <VoiceButton disabled={disabled} />}
        {generating ? (
          <button
            type="button"
            className="shrink-0 w-9 h-9 rounded-full bg-gray-900 text-white flex items-center justify-center hover:bg-gray-700"
            aria-label={texts.stop}
            title={texts.stop}
            part="stop-button"
            onClick={() => stop()}
          >
            <StopIcon />
          </button>
        ) : (
          <button
            type="button"
            className="shrink-0 w-9 h-9 rounded-full bg-brand-600 text-white flex items-center justify-center hover:bg-brand-700 disabled:bg-gray-200 disabled:text-gray-400 disabled:cursor-not-allowed"
            aria-label={texts.send}
            title={texts.send}
            disabled={!canSend}
            part="send-button"
            onClick={submit}
          >
            <SendIcon className="w-4 h-4" />
          </button>
        )}
      </div>
    </div>
  );
}
