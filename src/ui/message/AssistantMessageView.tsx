import { memo, useRef } from 'react';
import { leadingText, Markdown } from '../../content';
import { format } from '../../i18n/texts';
import type { AgentProfile } from '../../model/agent';
import type { AssistantMessage } from '../../model/message';
import { visibleSkills } from '../../model/tool-cards';
import { openTaskAtom } from '../../state/actions/message-extras';
import { useSetAtom } from '../hooks/atom-hooks';
import { useRevealInSlices } from '../hooks/use-reveal-in-slices';
import { useTexts } from '../hooks/use-texts';
import { AgentAvatar } from '../primitives/AgentAvatar';
import { AnswerActions } from './AnswerActions';
import { ErrorBox } from './ErrorBox';
import { FollowUpTips } from './FollowUpTips';
import { GroupProgress } from './GroupProgress';
import { KnowledgeList } from './KnowledgeList';
import { RelatedQuestions } from './RelatedQuestions';
import { ShowMoreButton } from './ShowMoreButton';
import { SkillCards } from './SkillCards';
import { TaskNotice } from './TaskNotice';
import { ThinkBlock } from './ThinkBlock';
import { TypingLoader } from './TypingLoader';

/**
 * Characters of an answer shown until the visitor asks for more, and how many more each asking
 * shows (decision 068): far past any answer written for a reader (a long report is 30,000), while a
 * 2,000,000-character answer rendered whole blocked the page for seconds.
 */
const TEXT_SHOWN = 100_000;
/** Characters rendered in the first task; later slices are sized from the time it took. */
const FIRST_TEXT_SLICE = 10_000;

interface AssistantMessageViewProps {
  message: AssistantMessage;
  agent: AgentProfile | null;
  /** The last message of the list may be regenerated. */
  isLast: boolean;
  readonly: boolean;
  generating: boolean;
  /** The list's watch on which messages are near its view (decision 072). */
  watch?: (element: HTMLElement | null) => void;
}

export const AssistantMessageView = memo(function AssistantMessageView({
  message,
  agent,
  isLast,
  readonly,
  generating,
  watch,
}: AssistantMessageViewProps) {
  const texts = useTexts();
  const openTask = useSetAtom(openTaskAtom);
  const content = useRef<HTMLDivElement>(null);
  const text = useRevealInSlices(message.content.length, TEXT_SHOWN, TEXT_SHOWN, FIRST_TEXT_SLICE);
  const source = leadingText(message.content, text.shown);
  const left = message.content.length - source.length;
  const finished = !message.isStreaming;
  if (message.task?.status === 'STARTED') return <TaskNotice task={message.task} />;
  const failedTask = message.task?.status === 'FAILED' && message.task.id ? message.task : undefined;
  const showThink = message.think && (agent?.rule.isShowThink ?? true);
  const hideFunctionCalls = agent?.rule.notShowFunctionCall ?? false;
  const skills = visibleSkills(message.skills, hideFunctionCalls);
  return (
    <div
      ref={watch}
      className="flex gap-3"
      part="message assistant-message"
      data-message-id={message.id}
      data-streaming={message.isStreaming}
      data-success={message.success}
    >
      <AgentAvatar name={agent?.name ?? ''} icon={agent?.icon ?? ''} color={agent?.color ?? ''} size="sm" />
      <div className="min-w-0 flex-1 pt-0.5">
        {/* Who speaks, for screen readers (decision 030); the avatar is decoration. */}
        <span className="sr-only">{agent?.name || texts.agentSpeaker}</span>
        {showThink && message.think ? <ThinkBlock think={message.think} /> : null}
        <SkillCards skills={skills} messageId={message.id} />
        {message.groupProcessList ? <GroupProgress items={message.groupProcessList} /> : null}
        {message.isFetching ? <TypingLoader /> : null}
        {message.content ? (
          // Focusable by script: where focus goes when 显示更多 has shown the rest and goes.
          <div ref={content} tabIndex={-1} className="focus:outline-none" part="answer-content answer">
            {/* A part not rendered yet reads as the stream's end does: still open. */}
            <Markdown source={source} streaming={message.isStreaming || left > 0} />
          </div>
        ) : null}
        {text.held > 0 ? (
          <ShowMoreButton
            label={format(texts.showMoreText, left)}
            showMore={text.showMore}
            last={text.held <= TEXT_SHOWN}
            revealed={content}
          />
        ) : null}
        <KnowledgeList hits={message.knowledge} />
        {finished && !message.success ? (
          <ErrorBox
            text={message.errorMessage || texts.unknownError}
            onTaskDetail={failedTask ? () => openTask(failedTask.id) : undefined}
          />
        ) : null}
        {finished && message.finishReason === 'abort' && message.success ? (
          <div className="mt-1 text-xs text-gray-400">{texts.stopped}</div>
        ) : null}
        {finished && message.success && message.from === 'CHAT' && message.content ? (
          <div className="mt-1 text-[11px] text-gray-500 select-none" part="ai-watermark">
            {texts.aiGenerated}
          </div>
        ) : null}
        {/* Screens doc section 6: readonly hides tips, related questions, regenerate and feedback. */}
        {isLast && finished && !readonly && message.tips ? (
          <FollowUpTips tips={message.tips} disabled={generating} />
        ) : null}
        {isLast && !readonly && message.relatedQuestion ? (
          <RelatedQuestions part={message.relatedQuestion} />
        ) : null}
        {finished && !readonly && !generating && message.from === 'CHAT' ? (
          <AnswerActions message={message} isLast={isLast} />
        ) : null}
      </div>
    </div>
  );
});
