import { memo, type ReactNode, useCallback, useMemo, useRef } from 'react';
import type { AgentProfile } from '../../model/agent';
import type { ChatMessage } from '../../model/message';
import { rendersInFull, withFarBoxes } from '../../model/message-window';
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

/**
 * The list's entries with its far ones in boxes of their own (decision 084): when what is above a
 * box moves, the box moves, and pre-paint no longer visits every stand-in in it. Paint containment
 * clips nothing there: stand-ins and separators draw no focus ring, shadow or menu.
 */
function boxFarEntries(nodes: ReactNode[], farIds: (string | undefined)[]): ReactNode[] {
  return withFarBoxes(farIds).map((entry) =>
    typeof entry === 'number' ? (
      nodes[entry]
    ) : (
      <div key={entry.key} className="flex flex-col gap-5 [contain:paint]">
        {nodes.slice(entry.from, entry.to)}
      </div>
    ),
  );
}

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
  // A loop, not a callback: the vnodes and ids stay out of the closures a render leaves behind
  // (a retained callback of one render would keep every vnode of it, decision 084).
  const nodes: ReactNode[] = [];
  const farIds: (string | undefined)[] = Array(items.length);
  for (const [index, item] of items.entries()) {
    // Session separators go with the far messages around them: plain lines that box as well.
    if ('separator' in item) {
      farIds[index] = item.separator;
      nodes.push(
        <div
          key={item.separator}
          className="flex items-center gap-3 text-xs text-gray-400"
          part="session-separator"
        >
          <span className="flex-1 h-px bg-gray-200" />
          {texts.newSessionSeparator}
          <span className="flex-1 h-px bg-gray-200" />
        </div>,
      );
    } else if (
      !rendersInFull(
        item,
        (index >= renderedFrom && (atBottom || !heights.has(item.id))) ||
          item === lastMessage ||
          near.has(item.id) ||
          used.has(item.id),
      )
    ) {
      farIds[index] = item.id;
      nodes.push(messageStandIn(item, watch));
    } else
      nodes.push(
        item.role === 'USER' ? (
          <UserMessageView key={item.id} message={item} watch={watch} />
        ) : (
          <AssistantMessageView
            key={item.id}
            message={item}
            watch={watch}
            agent={agent}
            isLast={item === lastMessage}
            readonly={readonly}
            generating={generating}
          />
        ),
      );
  }
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
          {boxFarEntries(nodes, farIds)}
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
