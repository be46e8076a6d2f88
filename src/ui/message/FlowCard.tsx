import { useState } from 'react';
import type { Skill } from '../../model/message';
import { latestFlowMessage, toolExecutionMessage, toolTitle } from '../../model/tool-cards';
import { useTexts } from '../hooks/use-texts';
import { ChevronIcon } from '../primitives/icons';
import { ToolAvatar, ToolStatus, useToolLog } from './tool-card-parts';

/**
 * Screens doc section 4: a flow is open while unfinished and folds itself on success; with
 * messages the visitor can toggle it, and folded it shows the latest message as a one-line
 * ticker. 查看日志 appears when logs are allowed.
 */
export function FlowCard({ skill, messageId }: { skill: Skill; messageId: string }) {
  const texts = useTexts();
  // A visitor's toggle holds while the status stays; a new status brings back its default
  // (open while unfinished, folded on success). Derived in render, so no frame shows it wrong.
  const [toggled, setToggled] = useState<{ status: Skill['status']; open: boolean } | null>(null);
  const open = toggled?.status === skill.status ? toggled.open : skill.status !== 'SUCCEEDED';
  const { logsAllowed, open: openLog } = useToolLog(messageId);
  const hasMessages = skill.flowMsg.some((item) => item.message.trim() !== '');
  const latest = latestFlowMessage(skill);
  const failure = skill.status === 'FAILED' ? toolExecutionMessage(skill) : undefined;
  const expanded = open && hasMessages;
  const bodyId = `flow-${messageId}-${skill.id}`;
  return (
    <div
      className="w-full max-w-[480px] rounded-lg border border-gray-200 bg-white text-xs"
      part="flow-card tool-card"
      data-status={skill.status}
      data-open={expanded}
    >
      <div className="flex items-center gap-2 px-3 py-2">
        <button
          type="button"
          className="flex flex-1 min-w-0 items-center gap-2 text-left touch:min-h-[44px] disabled:cursor-default"
          aria-expanded={expanded}
          aria-controls={bodyId}
          disabled={!hasMessages}
          part="flow-toggle"
          onClick={() => setToggled({ status: skill.status, open: !open })}
        >
          <ToolAvatar skill={skill} />
          <span className="font-medium text-gray-700 truncate" part="tool-title">
            {toolTitle(skill)}
          </span>
          <ToolStatus status={skill.status} />
          {hasMessages ? (
            <ChevronIcon
              className={`w-3.5 h-3.5 shrink-0 text-gray-400 transition-transform motion-reduce:transition-none ${
                expanded ? 'rotate-90' : ''
              }`}
            />
          ) : null}
        </button>
        {logsAllowed ? (
          <button
            type="button"
            className={`shrink-0 border-l border-gray-200 pl-2 text-[11px] ${
              skill.status === 'PENDING' ? 'text-gray-300 cursor-default' : 'text-brand-600 hover:underline'
            }`}
            aria-disabled={skill.status === 'PENDING'}
            aria-haspopup="dialog"
            part="view-log"
            onClick={() => openLog(skill)}
          >
            {texts.viewLog}
          </button>
        ) : null}
      </div>
      {!expanded && latest ? (
        <p
          key={latest}
          className="mx-3 mb-2 -mt-1 pl-7 truncate text-gray-400 animate-ticker-in motion-reduce:animate-none"
          part="flow-ticker"
          title={latest}
        >
          {latest}
        </p>
      ) : null}
      <ol
        id={bodyId}
        hidden={!expanded}
        className={`mx-3 mb-2.5 ml-[21px] border-l border-gray-200 pl-4 gap-1.5 ${
          expanded ? 'flex flex-col' : 'hidden'
        }`}
        part="flow-messages"
      >
        {skill.flowMsg.map((item, index) =>
          item.message.trim() ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: flow messages only grow at the end.
            <li key={index} className="relative text-gray-500" part="flow-message">
              <span className="absolute -left-[19.5px] top-1.5 w-1.5 h-1.5 rounded-full bg-gray-300" />
              {item.message}
            </li>
          ) : null,
        )}
      </ol>
      {failure ? (
        <p className="mx-3 mb-2 pl-7 text-[11px] text-red-500" part="tool-failure">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
