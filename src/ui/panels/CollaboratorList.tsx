import type { CollaboratingAgent } from '../../model/collaborating-agents';
import { useTexts } from '../hooks/use-texts';
import { AgentAvatar } from '../primitives/AgentAvatar';
import { FOCUS_RING } from './panel-styles';

interface CollaboratorListProps {
  collaborators: CollaboratingAgent[];
  onChoose(entry: CollaboratingAgent): void;
}

const TAG = 'shrink-0 rounded px-1.5 text-[10px] leading-4 font-medium';

/** Screens doc section 2, item 5: sub-agents and A2A entries, each a button. */
export function CollaboratorList({ collaborators, onChoose }: CollaboratorListProps) {
  const texts = useTexts();
  if (collaborators.length === 0) return <p className="p-4 text-sm text-gray-400">{texts.noData}</p>;
  return (
    <ul className="flex flex-col gap-1 p-2">
      {collaborators.map((entry) => (
        <li key={`${entry.kind}:${entry.id}`}>
          <button
            type="button"
            part="agent-entry"
            data-agent-id={entry.id}
            data-kind={entry.kind}
            className={`w-full flex items-center gap-3 rounded-lg px-2 py-2 touch:min-h-[44px] text-left hover:bg-gray-50 ${FOCUS_RING}`}
            onClick={() => onChoose(entry)}
          >
            <AgentAvatar name={entry.name} icon={entry.icon} color={entry.color} size="md" />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5">
                <span className="truncate text-sm font-medium text-gray-900">{entry.name}</span>
                {entry.kind === 'a2a' ? (
                  <span part="agent-a2a-tag" className={`${TAG} bg-amber-50 text-amber-700`}>
                    {texts.a2aTag}
                  </span>
                ) : null}
                {entry.hasSubAgent ? (
                  <span part="agent-sub-badge" className={`${TAG} bg-brand-50 text-brand-700`}>
                    {texts.hasSubAgents}
                  </span>
                ) : null}
              </span>
              {entry.description ? (
                <span className="block truncate text-xs text-gray-500">{entry.description}</span>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
