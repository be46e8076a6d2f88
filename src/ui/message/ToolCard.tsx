import type { Skill } from '../../model/message';
import { toolExecutionMessage, toolTitle } from '../../model/tool-cards';
import { useTexts } from '../hooks/use-texts';
import { ToolAvatar, ToolStatus, useToolLog } from './tool-card-parts';

interface ToolCardProps {
  skill: Skill;
  messageId: string;
  /** agent and a2a cards name the called agent; a2a ones carry the A2A tag. */
  kind: 'tool' | 'agent' | 'a2a';
}

/**
 * A tool, sub-agent or A2A call: avatar, title, status, and for a failure the tool's execution
 * message. With logs allowed the card is a button that opens the log viewer once the tool has
 * finished; while PENDING it says so with aria-disabled and the intent is refused.
 */
export function ToolCard({ skill, messageId, kind }: ToolCardProps) {
  const texts = useTexts();
  const { logsAllowed, open } = useToolLog(messageId);
  const failure = skill.status === 'FAILED' ? toolExecutionMessage(skill) : undefined;
  const content = (
    <>
      <span className="flex items-center gap-2 min-w-0">
        <ToolAvatar skill={skill} />
        <span className="font-medium text-gray-700 truncate" part="tool-title">
          {toolTitle(skill)}
        </span>
        {kind === 'a2a' ? (
          <span
            className="shrink-0 rounded px-1 text-[10px] font-semibold leading-4 text-violet-700 bg-violet-50 border border-violet-200"
            part="a2a-tag"
          >
            {texts.a2aTag}
          </span>
        ) : null}
        <ToolStatus status={skill.status} />
      </span>
      {failure ? (
        <span className="block mt-1 pl-7 text-[11px] text-red-500" part="tool-failure">
          {failure}
        </span>
      ) : null}
    </>
  );
  const className = `block w-full max-w-[420px] text-left text-xs rounded-lg border bg-white px-3 py-2 ${
    skill.status === 'FAILED' ? 'border-red-100 bg-red-50/40' : 'border-gray-200'
  }`;
  const data = {
    part: kind === 'tool' ? 'tool-card' : 'agent-card tool-card',
    'data-kind': kind,
    'data-status': skill.status,
  };
  if (!logsAllowed) {
    return (
      <div className={className} {...data}>
        {content}
      </div>
    );
  }
  const pending = skill.status === 'PENDING';
  return (
    <button
      type="button"
      className={`${className} ${pending ? 'cursor-default' : 'hover:border-brand-500 hover:shadow-sm transition'}`}
      aria-disabled={pending}
      aria-haspopup="dialog"
      onClick={() => open(skill)}
      {...data}
    >
      {content}
    </button>
  );
}
