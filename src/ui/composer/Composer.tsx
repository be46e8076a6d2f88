import { type ClipboardEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { textDirection } from '../../content/text-direction';
import { isCoarsePointer } from '../../platform/pointer-kind';
import { canSendComposerAtom, sendComposerAtom } from '../../state/actions/send-composer';
import { draftAtom, focusRequestAtom } from '../../state/chat-store';
import { quoteDraftAtom } from '../../state/composer-state';
import { inputModeAtom, recorderOpenAtom } from '../../state/voice-state';
import { useAtom, useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { domEvent } from '../hooks/dom-event';
import { useAutoHeight } from '../hooks/use-auto-height';
import { useFileDrop } from '../hooks/use-file-drop';
import { useTexts } from '../hooks/use-texts';
import { warmUpAnswer } from '../message/warm-up-answer';
import { Toast } from '../primitives/Toast';
import { AttachButton } from './AttachButton';
import { AttachmentChip } from './AttachmentChip';
import { CleanConversationButton } from './CleanConversationButton';
import { KeyboardTips } from './KeyboardTips';
import { MentionList } from './MentionList';
import { OfflineNotice } from './OfflineNotice';
import { pasteLinkAsQuote } from './paste-link-quote';
import { QuoteChip } from './QuoteChip';
import { SendStopButton } from './SendStopButton';
import { ShortcutBar } from './ShortcutBar';
import { useMention } from './use-mention';
import { useReleaseVoiceOnUnmount } from './use-voice-controls';
import { VoiceButton } from './VoiceButton';
import { TapToTalkButton, VoiceModeToggle } from './VoiceModeToggle';
import { VoiceRecorder } from './VoiceRecorder';

/** Screens doc section 9: the textarea grows from 1 to 6 rows. */
const MAX_ROWS = 6;
const LINE_HEIGHT_PX = 22;
/** py-1.5 above and below the text: the box is border-box, so six rows need it added. */
const PADDING_PX = 12;

export function Composer({ disabled, narrow = false }: { disabled: boolean; narrow?: boolean }) {
  const texts = useTexts();
  const [draft, setDraft] = useAtom(draftAtom);
  const focusRequest = useAtomValue(focusRequestAtom);
  const send = useSetAtom(sendComposerAtom);
  const ready = useAtomValue(canSendComposerAtom);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const canSend = !disabled && ready;
  const setQuote = useSetAtom(quoteDraftAtom);
  const mention = useMention(textarea, draft, setDraft);
  // Disabled only while a required agent variable has no value (decision 058): the hint says why.
  const placeholder = disabled
    ? texts.variablesFirst
    : mention.hasAgents
      ? texts.inputPlaceholderWithMention
      : texts.inputPlaceholder;
  // Voice input (decision 020): a toggle inline when wide; a mode switch and a recorder when narrow.
  const inputMode = useAtomValue(inputModeAtom);
  const recorderShown = useAtomValue(recorderOpenAtom);
  const voiceMode = narrow && inputMode === 'voice';
  const recorderOpen = narrow && recorderShown;
  useReleaseVoiceOnUnmount();

  // Empty, the placeholder is what it measures (it changes once the agent says who @ reaches).
  useAutoHeight(textarea, draft || placeholder, MAX_ROWS * LINE_HEIGHT_PX + PADDING_PX);
  useFileDrop(textarea, disabled);

  // A layout effect: focus lands in the render that asked for it (a dialog closing, the panel
  // opening), not a frame later with the page body focused in between.
  useLayoutEffect(() => {
    const element = textarea.current;
    // On touch screens focusing raises the keyboard over half the chat: only the visitor does that.
    if (focusRequest === 0 || !element || isCoarsePointer()) return;
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
    // An open mention list owns arrows, Enter, Tab and Escape: Enter chooses, never sends.
    if (mention.onKeyDown(event)) return;
    if (event.key !== 'Enter') return;
    // IME composition, Shift (newline) and modifier keys never send (screens doc, section 5).
    if (domEvent(event).isComposing || event.keyCode === 229) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    submit();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    pasteLinkAsQuote(event, setQuote);
  };

  return (
    <div className="relative px-4 pb-4 pt-2" part="composer">
      <Toast />
      <OfflineNotice />
      <ShortcutBar />
      <QuoteChip onRemoved={() => textarea.current?.focus()} />
      <AttachmentChip />
      {recorderOpen ? <VoiceRecorder /> : null}
      {/* The input has the composer's first row to itself and the buttons share the second: a row
          beside four buttons left the text a column of a few characters in a 375 px panel. */}
      <div className="relative max-w-[864px] mx-auto flex flex-wrap items-center gap-2 rounded-2xl border border-field bg-white shadow-sm px-3 py-2 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
        <textarea
          hidden={voiceMode}
          ref={textarea}
          className="w-full resize-none bg-transparent outline-none border-0 text-sm touch:text-base leading-[22px] text-gray-900 placeholder-gray-400 py-1.5 max-h-[144px]"
          rows={1}
          value={draft}
          // What the visitor types reads in its own direction; an empty input keeps the widget's (decision 100).
          dir={textDirection(draft)}
          placeholder={placeholder}
          aria-label={placeholder}
          {...mention.inputProps}
          // Read-only rather than disabled: it keeps focus (a dialog closing hands it here).
          readOnly={disabled}
          part="composer-input"
          onInput={(event) => {
            setDraft((event.target as HTMLTextAreaElement).value);
            mention.track();
            warmUpAnswer();
          }}
          onKeyDown={onKeyDown}
          onKeyUp={mention.track}
          onClick={mention.track}
          onPaste={onPaste}
        />
        {voiceMode ? <TapToTalkButton disabled={disabled} /> : null}
        <MentionList mention={mention} />
        <CleanConversationButton />
        <AttachButton disabled={disabled} />
        {narrow ? <VoiceModeToggle disabled={disabled} /> : <VoiceButton disabled={disabled} />}
        <SendStopButton canSend={canSend} onSend={submit} />
      </div>
      <KeyboardTips />
    </div>
  );
}
