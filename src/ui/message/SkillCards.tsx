import { memo } from 'react';
import type { Skill } from '../../model/message';
import { toolCardKind } from '../../model/tool-cards';
import { FlowCard } from './FlowCard';
import { MessageForm } from './form/MessageForm';
import { SearchCard } from './SearchCard';
import { ToolCard } from './ToolCard';

interface SkillCardsProps {
  /** Already filtered by the caller (not_show_function_call keeps form cards only). */
  skills: Skill[];
  messageId: string;
}

/**
 * The tool and skill cards of one answer, one card per tool item (screens doc section 4).
 * Memoised: streamed text keeps the skills array, so the cards skip the answer's updates.
 */
export const SkillCards = memo(function SkillCards({ skills, messageId }: SkillCardsProps) {
  if (skills.length === 0) return null;
  return (
    <div className="flex flex-col items-start gap-2 mb-3" part="skills">
      {skills.map((skill) => (
        <div key={skill.id} className="w-full flex flex-col items-start gap-2" part="skill">
          <SkillCard skill={skill} messageId={messageId} />
          {/* An agent's form renders under the card of the skill that sent it. */}
          {skill.form ? <MessageForm form={skill.form} /> : null}
        </div>
      ))}
    </div>
  );
});

function SkillCard({ skill, messageId }: { skill: Skill; messageId: string }) {
  const kind = toolCardKind(skill);
  switch (kind) {
    case 'search':
      return <SearchCard skill={skill} messageId={messageId} />;
    case 'flow':
      return <FlowCard skill={skill} messageId={messageId} />;
    default:
      return <ToolCard skill={skill} messageId={messageId} kind={kind} />;
  }
}
