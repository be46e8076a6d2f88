import { atom } from 'jotai';
import { openChatMessages } from '../../api/message-api';
import { errorText } from '../../i18n/error-texts';
import type { Texts } from '../../i18n/texts';
import type { MentionCall, ShortcutCall } from '../../model/composer-input';
import {
  type AssistantMessage,
  createPendingAssistantMessage,
  type MessageFile,
  type MessageQuote,
  messageId,
  type UserMessage,
} from '../../model/message';
import { toSendPayload } from '../../model/to-send-payload';
import { createFrameBatcher } from '../../platform/frame-batcher';
import { createLocalId } from '../../platform/ids';
import { finishAssistantMessage, type StreamOutcome } from '../../stream/finish-assistant-message';
import { type ChatStreamEnd, runChatStream } from '../../stream/open-chat-stream';
import { reduceAssistantMessage } from '../../stream/reduce-assistant-message';
import {
  currentConversationIdAtom,
  currentSessionIdAtom,
  generatingAtom,
  messagesAtom,
  pendingRecordsAtom,
  sendingAtom,
  variableValuesAtom,
} from '../chat-store';
import { type ComposerSnapshot, clearComposer, restoreComposer } from '../composer-state';
import { textsOf } from '../language';
import { reportFailure, requireServices } from '../services';
import { type AnswerRelay, relayAnswerAtom } from '../tabs/answer-relay';
import { replaceMessage } from '../tabs/tab-updates';
import { showToastAtom } from './clipboard';
import { ensureConversationAtom } from './conversations';
import { generateTitleAtom } from './manage-conversations';
import { stopSpeechAtom } from './speech-playback';
import { activeStreamAtom } from './stop-generation';
import { syncAfterStreamErrorAtom } from './sync-after-error';
import { refreshTasksAfterPushAtom } from './tasks';

export interface SendRequest {
  content: string;
  action?: 'regenerate';
  /** Regenerate resends an existing user message instead of adding a new one. */
  existingUser?: UserMessage;
  /** An uploaded attachment (data doc section 7: sent as file_ids and file_action). */
  file?: MessageFile | undefined;
  /** A new quote (wire-format.md: sent as quote). */
  quote?: MessageQuote | undefined;
  mention?: MentionCall | undefined;
  shortcut?: ShortcutCall | undefined;
  /**
   * What the composer held. It clears when the message goes out and comes back when the send never
   * reached the server. Without it (quick questions, the host's sendMessage) only the text does.
   */
  composer?: ComposerSnapshot | undefined;
}

/**
 * Sends the visitor's message and streams the answer into the message list. Resolves to false
 * when nothing was sent. Stream tokens are folded immediately but rendered at most once a frame.
 */
export const sendMessageAtom = atom(null, async (get, set, request: SendRequest): Promise<boolean> => {
  const services = requireServices(get);
  const content = request.content.trim();
  // Screens doc section 5: send needs text or a file.
  if (!content && !request.file && !request.existingUser) return false;
  if (get(generatingAtom)) {
    // Data doc section 4: only one message may be in flight.
    reportFailure(services, 'message', new Error(textsOf(get).previousNotFinished));
    return false;
  }
  if (!services.ports.network.online()) {
    // Decision 066: offline, a send fails at once and leaves the composer as it was.
    const message = textsOf(get).offlineSendFailed;
    reportFailure(services, 'message', new Error(message));
    set(showToastAtom, message);
    return false;
  }
  set(sendingAtom, true);
  set(stopSpeechAtom); // Decision 021: a new question silences the answer being read.
  // Created after the conversation exists: creating one stops whatever stream was running.
  let controller: AbortController | undefined;
  let relay: AnswerRelay | undefined;
  let pendingSync: { conversationId: string; recordId: string | undefined; shownText: string } | undefined;
  try {
    let conversationId: string;
    try {
      conversationId = await set(ensureConversationAtom);
    } catch {
      restoreComposer(set, snapshotOf(request, content));
      return false;
    }
    // Records on their way would replace the question on arrival (seen under load): they come first.
    // Settled (as they mostly are), waiting costs a microtask.
    await get(pendingRecordsAtom);
    // Another conversation was opened meanwhile: nothing is sent, and the words stay in the draft
    // of the one the visitor left.
    if (get(currentConversationIdAtom) !== conversationId) return false;
    controller = new AbortController();
    set(activeStreamAtom, controller);
    const config = services.getConfig();
    const localId = createLocalId();
    const now = services.ports.clock.now();
    const sessionId = get(currentSessionIdAtom) ?? undefined;
    const user: UserMessage = request.existingUser ?? {
      role: 'USER',
      id: messageId('USER', localId),
      content,
      createTime: now,
      sessionId,
      file: request.file,
      quote: request.quote,
    };
    let assistant: AssistantMessage = { ...createPendingAssistantMessage(localId, now), sessionId };
    set(messagesAtom, (messages) =>
      request.existingUser ? [...messages, assistant] : [...messages, user, assistant],
    );
    if (!request.existingUser) {
      clearComposer(set, request.composer !== undefined);
      services.ports.emit('message-sent', {
        text: content,
        fileNames: user.file ? [user.file.name] : [],
        conversationId,
      });
    }
    // Decision 041: the other tabs of this chat show the answer as it streams.
    relay = set(relayAnswerAtom, conversationId, user, () => assistant);
    const publish = () => set(messagesAtom, (messages) => replaceMessage(messages, assistant));
    const batcher = createFrameBatcher(() => {
      publish();
      relay?.flush();
    });
    let invalidReported = false;
    const end = await runChatStream({
      connect: (signal) =>
        openChatMessages(
          services.client,
          toSendPayload({
            content: user.content,
            conversationId,
            agentId: config.agentId,
            action: request.action,
            file: user.file,
            quote: user.quote,
            mention: request.mention,
            shortcut: request.shortcut,
            variables: get(variableValuesAtom),
          }),
          signal,
        ),
      clock: services.ports.clock,
      firstEventTimeoutMs: config.firstEventTimeoutMs,
      idleTimeoutMs: config.idleTimeoutMs,
      signal: controller.signal,
      onEvent: (event) => {
        assistant = reduceAssistantMessage(assistant, event);
        relay?.add(event);
        batcher.schedule();
      },
      onInvalid: (reason) => {
        // wire-format.md: skipped, reported once per answer, never fatal.
        if (invalidReported) return;
        invalidReported = true;
        reportFailure(services, 'message', new Error(`invalid stream event skipped: ${reason}`));
      },
    });
    batcher.cancel();
    const outcome = outcomeOf(end, textsOf(get));
    assistant = finishAssistantMessage(assistant, outcome);
    publish();
    services.ports.emit('answer-finished', {
      recordId: assistant.recordId ?? null,
      // A RESULT with FAILED completes the stream but fails the answer.
      status: assistant.success ? outcome.kind : 'failed',
      finishReason: assistant.finishReason ?? null,
      duration: services.ports.clock.now() - now,
    });
    if (outcome.kind === 'failed') {
      reportFailure(services, 'message', end.kind === 'error' ? end.error : new Error(outcome.errorMessage), {
        message: outcome.errorMessage,
        assistantMessageId: assistant.id,
        userMessageId: user.id,
      });
      // Nothing reached the visitor: give the words back so a retry is one keystroke.
      if (!sawAnyEvent(end) && !request.existingUser) restoreComposer(set, snapshotOf(request, content));
      if (end.kind === 'error') {
        pendingSync = { conversationId, recordId: assistant.recordId, shownText: assistant.content };
      }
    } else if (outcome.kind === 'completed' && assistant.success) {
      void set(generateTitleAtom, { conversationId, question: content, answer: assistant.content });
    }
    // An answer that names a task (a TASK event) may have made one: the count and the panel follow.
    if (assistant.task) void set(refreshTasksAfterPushAtom);
    return true;
  } finally {
    if (controller && get(activeStreamAtom) === controller) set(activeStreamAtom, null);
    set(sendingAtom, false);
    relay?.end();
    if (pendingSync) void set(syncAfterStreamErrorAtom, pendingSync);
  }
});

function outcomeOf(end: ChatStreamEnd, words: Texts): StreamOutcome {
  switch (end.kind) {
    case 'result':
      return { kind: 'completed' };
    case 'closed':
      // wire-format.md: a body closing without RESULT keeps what was shown, unless nothing came.
      return end.sawEvent ? { kind: 'completed' } : { kind: 'failed', errorMessage: words.noAnswer };
    case 'aborted':
      return { kind: 'aborted' };
    case 'timeout':
      return { kind: 'failed', errorMessage: words.answerTimeout };
    case 'error':
      return {
        kind: 'failed',
        errorMessage: end.sawEvent ? words.streamInterrupted : errorText(end.error, words),
      };
    default:
      return end satisfies never;
  }
}

function sawAnyEvent(end: ChatStreamEnd): boolean {
  return 'sawEvent' in end ? end.sawEvent : end.kind === 'result';
}

/** What to give back after a failed send: the composer's snapshot, or just the sent text. */
function snapshotOf(request: SendRequest, content: string): ComposerSnapshot {
  return request.composer ?? { draft: content, attachment: null, quote: null };
}
