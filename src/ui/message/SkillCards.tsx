import type { Skill } from '../../model/message';
import { isSearchTool } from '../../model/search-results';
import { Spinner } from '../primitives/icons';
import { MessageForm } from './form/MessageForm';
import { SearchCard } from './SearchCard';

const STATUS_TEXT = { PENDING: '执行中', SUCCEEDED: '已完成', FAILED: '执行失败' } as const;

/** Compact tool and skill cards: name, status and the latest flow message. */
export function SkillCards({ skills }: { skills: Skill[] }) {
  if (skills.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5 mb-2" data-part="skills">
      {skills.map((skill) => {
        if (isSearchTool(skill.metaData.toolName)) return <SearchCard key={skill.id} skill={skill} />;
        const latest = skill.flowMsg[skill.flowMsg.length - 1]?.message;
        const card = (
          <div
            key={skill.id}
            className="flex items-center gap-2 text-xs rounded-lg border border-gray-200 bg-white px-3 py-2"
            data-part="skill-card"
            data-status={skill.status}
          >
            {skill.status === 'PENDING' ? <Spinner className="w-3.5 h-3.5 text-brand-600" /> : null}
            <span className="font-medium text-gray-700 truncate">
              {skill.metaData.title || skill.functionCode || skill.toolType}
            </span>
            <span className={skill.status === 'FAILED' ? 'text-red-500' : 'text-gray-400'}>
              {STATUS_TEXT[skill.status]}
            </span>
            {latest ? <span className="text-gray-400 truncate">{latest}</span> : null}
          </div>
        );
        // An agent's form renders under the card of the skill that sent it.
        if (!skill.form) return card;
        return (
          <div key={skill.id} className="flex flex-col gap-2">
            {card}
            <MessageForm form={skill.form} />
          </div>
        );
      })}
    </div>
  );
}
