import type { TextKey, Texts } from '../../i18n/texts';
import type { PartStatus, Skill } from '../../model/message';
import { toolAvatarImage, toolTitle } from '../../model/tool-cards';
import { openToolLogAtom } from '../../state/actions/tool-log';
import { configAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { AgentAvatar } from '../primitives/AgentAvatar';
import { Spinner } from '../primitives/icons';

const STATUS_TEXT: Record<PartStatus, TextKey> = {
  PENDING: 'toolRunning',
  SUCCEEDED: 'toolSucceeded',
  FAILED: 'toolFailed',
};

/** Screens doc section 4: a running tool shows a smaller avatar beside its spinner. */
export function ToolAvatar({ skill }: { skill: Skill }) {
  const icon = toolAvatarImage(skill);
  return (
    <span className="w-5 h-5 shrink-0 flex items-center justify-center" part="tool-avatar">
      <AgentAvatar
        key={icon}
        name={toolTitle(skill)}
        icon={icon}
        color={skill.metaData.color ?? ''}
        size={skill.status === 'PENDING' ? 'xxs' : 'xs'}
      />
    </span>
  );
}

export function ToolStatus({ status }: { status: PartStatus }) {
  const texts = useTexts();
  const tone =
    status === 'FAILED' ? 'text-red-500' : status === 'PENDING' ? 'text-brand-600' : 'text-gray-400';
  return (
    <span className={`ml-auto shrink-0 flex items-center gap-1 text-[11px] ${tone}`} part="tool-status">
      {status === 'PENDING' ? <Spinner className="w-3 h-3" /> : null}
      {toolStatusText(status, texts)}
    </span>
  );
}

export function toolStatusText(status: PartStatus, texts: Texts): string {
  return texts[STATUS_TEXT[status]];
}

/** Whether this element allows tool logs, and the intent that opens one (refused while PENDING). */
export function useToolLog(messageId: string): { logsAllowed: boolean; open(skill: Skill): void } {
  const logsAllowed = useAtomValue(configAtom)?.showToolLogs ?? false;
  const openLog = useSetAtom(openToolLogAtom);
  return { logsAllowed, open: (skill) => void openLog({ messageId, skillId: skill.id }) };
}
