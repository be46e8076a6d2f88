import { memo } from 'react';
import { Markdown } from '../../content';
import type { AgentProfile } from '../../model/agent';
import type { AssistantMessage } from '../../model/message';
import { visibleSkills } from '../../model/tool-cards';
import { openTaskAtom } from '../../state/actions/message-extras';
import { useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { AgentAvatar } from '../primitives/AgentAvatar';
import { AnswerActions } from './AnswerActions';
import { ErrorBox } from './ErrorBox';
import { FollowUpTips } from './FollowUpTips';
import { GroupProgress } from './GroupProgress';
import { KnowledgeList } from './KnowledgeList';
import { RelatedQuestions } from './RelatedQuestions';
import { SkillCards } from './SkillCards';
import { SKIP_OFFSCREEN_STYLE } from './skip-offscreen';
import { TaskNotice } from './TaskNotice';
import { ThinkBlock } from './ThinkBlock';
import { TypingLoader } from './TypingLoader';

interface AssistantMessageViewProps {
  message: AssistantMessage;
  agent: AgentProfile | null;
  /** The last message of the list may be regenerated. */
  isLast: boolean;
  /** Among the newest messages, which always render (MessageList). */
  recent?: boolean;
  readonly: boolean;
  generating: boolean;
}

export const AssistantMessageView = memo(function AssistantMessageView({
  message,
  agent,
  isLast,
  recent,
  readonly,
  generating,
}: AssistantMessageViewProps) {
  const texts = useTexts();
  const openTask = useSetAtom(openTaskAtom);
  const finished = !message.isStreaming;
  if (message.task?.status === 'STARTED') return <TaskNotice task={message.task} />;
  const failedTask = message.task?.status === 'FAILED' && message.task.id ? message.task : undefined;
  const showThink = message.think && (agent?.rule.isShowThink ?? true);
  const hideFunctionCalls = agent?.rule.notShowFunctionCall ?? false;
  const skills = visibleSkills(message.skills, hideFunctionCalls);
  return (
    <div
      className="flex gap-3"
      style={recent || skills.some((skill) => skill.form) ? undefined : SKIP_OFFSCREEN_STYLE}
      part="message assistant-message"
      data-message-id={message.id}
      data-streaming={message.isStreaming ? 'true' : 'false'}
      data-success={message.success ? 'true' : 'false'}
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
          <div part="answer-content answer">
            <Markdown source={message.content} streaming={message.isStreaming} />
          </div>
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
