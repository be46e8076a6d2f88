import { memo, useCallback, useMemo, useRef } from 'react';
import type { AgentProfile } from '../../model/agent';
import type { ChatMessage } from '../../model/message';
import { rendersInFull } from '../../model/message-window';
import { withSessionSeparators } from '../../model/session-separators';
import { loadHistoryAtom } from '../../state/actions/load-history';
import {
  configAtom,
  currentSessionIdAtom,
  generatingAtom,
  historyHasMoreAtom,
  historyStatusAtom,
  messagesAtom,
} from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useLoadOlderOnTop } from '../hooks/use-load-older-on-top';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { useTexts } from '../hooks/use-texts';
import { AssistantMessageView } from '../message/AssistantMessageView';
import { UserMessageView } from '../message/UserMessageView';
import { ArrowDownIcon } from '../primitives/icons';
import { messageStandIn, standInWords } from './MessageStandIn';
import { useMessageWindow } from './use-message-window';

/**
 * The newest messages render in full while the list sits at its end, and until they have been
 * measured (decisions 051, 072, 078): a conversation opens pinned to the bottom, so they are the
 * ones in view, and with their real heights it settles in its first frame instead of jumping as
 * stand-ins give way to messages one frame after another. Once the visitor has scrolled away they
 * stand in like any far message, with the height they had; the last one stays, as what the visitor
 * just asked or was answered.
 */
const ALWAYS_RENDERED = 8;

interface MessageListProps {
  agent: AgentProfile | null;
}

/**
 * Subscribes to the messages itself, so a streamed token re-renders the list, not the layout.
 * Memoised so that the layout's renders do not reach it: the list's vnode from a render of the
 * layout stays in the layout's tree, and with it the items as they were then (preact keeps a
 * vnode's children until it is diffed again), a second copy of 1,000 stand-ins (decision 078).
 */
export const MessageList = memo(function MessageList({ agent }: MessageListProps) {
  const texts = useTexts();
  const messages = useAtomValue(messagesAtom);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const currentSessionId = useAtomValue(currentSessionIdAtom);
  const hasMore = useAtomValue(historyHasMoreAtom);
  const historyStatus = useAtomValue(historyStatusAtom);
  const loadHistory = useSetAtom(loadHistoryAtom);
  const loadOlder = useCallback(() => loadHistory({ older: true }), [loadHistory]);
  const first = messages[0];
  useLoadOlderOnTop(scroller, hasMore && historyStatus !== 'loading', loadOlder, first?.id);
  let question = messages.length;
  while (question-- && messages[question]?.role !== 'USER');
  const { atBottom, scrollToBottom } = useStickToBottom(scroller, content, messages, messages[question]?.id);
  const agentSpeaker = agent?.name || texts.agentSpeaker;
  const speakerOf = (message: ChatMessage) => (message.role === 'USER' ? texts.visitorSpeaker : agentSpeaker);
  const { near, used, heights, watch, markUsed } = useMessageWindow((id) => {
    const message = messages.find((item) => item.id === id);
    return message ? standInWords(message, speakerOf(message)) : '';
  }, texts.visitorSpeaker + agentSpeaker);
  const readonly = useAtomValue(configAtom)?.readonly ?? false;
  const generating = useAtomValue(generatingAtom);
  const lastMessage = messages[messages.length - 1];
  const items = useMemo(
    () => withSessionSeparators(messages, currentSessionId),
    [messages, currentSessionId],
  );
  const renderedFrom = items.length - ALWAYS_RENDERED;
  return (
    <div className="relative flex-1 min-h-0">
      <div
        ref={scroller}
        className="h-full overflow-y-auto"
        part="message-list"
        // Not a live region (decision 030): streamed tokens would be read as fragments; the
        // chat's one status region (ChatAnnouncer) says each finished answer once.
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: it only notes which message the visitor used (decision 072). */}
        <div
          ref={content}
          className="max-w-[864px] mx-auto px-4 py-5 flex flex-col gap-5"
          onPointerDown={markUsed}
          onFocus={markUsed}
        >
          {historyStatus === 'loading' && messages.length > 0 ? (
            <p className="text-center text-xs text-gray-400" part="history-loading">
              {texts.loading}
            </p>
          ) : null}
          {items.map((item, index) => {
            if ('separator' in item) {
              return (
                <div
                  key={item.separator}
                  className="flex items-center gap-3 text-xs text-gray-400"
                  part="session-separator"
                >
                  <span className="flex-1 h-px bg-gray-200" />
                  {texts.newSessionSeparator}
                  <span className="flex-1 h-px bg-gray-200" />
                </div>
              );
            }
            const message = item;
            if (
              !rendersInFull(
                message,
                (index >= renderedFrom && (atBottom || !heights.has(message.id))) ||
                  message === lastMessage ||
                  near.has(message.id) ||
                  used.has(message.id),
              )
            )
              return messageStandIn(message, watch);
            return message.role === 'USER' ? (
              <UserMessageView key={message.id} message={message} watch={watch} />
            ) : (
              <AssistantMessageView
                key={message.id}
                message={message}
                watch={watch}
                agent={agent}
                isLast={message === lastMessage}
                readonly={readonly}
                generating={generating}
              />
            );
          })}
        </div>
      </div>
      {atBottom ? null : (
        <button
          type="button"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 w-8 h-8 touch:w-11 touch:h-11 rounded-full bg-white border border-gray-200 shadow flex items-center justify-center text-gray-600 hover:text-brand-600"
          aria-label={texts.backToBottom}
          part="back-to-bottom"
          onClick={scrollToBottom}
        >
          <ArrowDownIcon className="w-4 h-4" />
        </button>
      )}
    </div>
  );
});
