import { memo, useRef } from 'react';
import { format } from '../../i18n/texts';
import type { Skill } from '../../model/message';
import { toolCardKind } from '../../model/tool-cards';
import { useRevealInSlices } from '../hooks/use-reveal-in-slices';
import { useTexts } from '../hooks/use-texts';
import { FlowCard } from './FlowCard';
import { MessageForm } from './form/MessageForm';
import { SearchCard } from './SearchCard';
import { ShowMoreButton } from './ShowMoreButton';
import { ToolCard } from './ToolCard';

/**
 * Cards shown until the visitor asks for all (decision 068): 2,000 cards rendered at once blocked
 * the page for 570 ms, and a streamed one re-rendered them all.
 */
const CARDS_SHOWN = 20;
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
  const texts = useTexts();
  const list = useRef<HTMLDivElement>(null);
  const reveal = useRevealInSlices(skills.length, CARDS_SHOWN, Number.POSITIVE_INFINITY, CARDS_SHOWN);
  if (skills.length === 0) return null;
  // A form an agent sent waits for the visitor: never held back with the cards around it.
  const shown = skills.filter((skill, index) => index < reveal.shown || skill.form);
  return (
    // Focusable by script: where focus goes when 显示更多 has shown every card and goes.
    <div
      ref={list}
      tabIndex={-1}
      className="flex flex-col items-start gap-2 mb-3 focus:outline-none"
      part="skills"
    >
      {shown.map((skill) => (
        <SkillItem key={skill.id} skill={skill} messageId={messageId} />
      ))}
      {reveal.held > 0 ? (
        <ShowMoreButton
          label={format(texts.showMoreItems, reveal.held)}
          showMore={reveal.showMore}
          last
          revealed={list}
        />
      ) : null}
    </div>
  );
});

/** Memoised: a slice of cards shown, or a card updated, leaves every other card as it is. */
const SkillItem = memo(function SkillItem({ skill, messageId }: { skill: Skill; messageId: string }) {
  return (
    <div className="w-full flex flex-col items-start gap-2" part="skill">
      <SkillCard skill={skill} messageId={messageId} />
      {/* An agent's form renders under the card of the skill that sent it. */}
      {skill.form ? <MessageForm form={skill.form} /> : null}
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
