import { useState } from 'react';
import type { AgentSkill } from '../../model/agent-profile';
import { useTexts } from '../hooks/use-texts';
import { COUNT_BADGE, PANEL_TEXT_BUTTON, SECTION_TITLE } from './panel-styles';
import { SkillIcon } from './SkillIcon';

/** Data doc section 2: only 10 skills show at first; 展开全部 shows the rest. */
export const INITIAL_SKILL_COUNT = 10;

/** 技能 with its count: flows and utilities by name, icon and colour. */
export function ProfileSkills({ skills }: { skills: AgentSkill[] }) {
  const texts = useTexts();
  const [expanded, setExpanded] = useState(false);
  const foldable = skills.length > INITIAL_SKILL_COUNT;
  const shown = foldable && !expanded ? skills.slice(0, INITIAL_SKILL_COUNT) : skills;
  return (
    <section className="flex flex-col gap-2" aria-label={texts.profileSkills}>
      <h4 className={SECTION_TITLE}>
        {texts.profileSkills}
        <span className={COUNT_BADGE} data-count={skills.length}>
          {skills.length}
        </span>
      </h4>
      {skills.length === 0 ? (
        <p className="text-xs text-gray-400">{texts.noSkills}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {shown.map((skill) => (
            <li
              key={skill.key}
              part="skill-item"
              data-kind={skill.kind}
              title={skill.description || undefined}
              className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-gray-700 bg-gray-50"
            >
              <SkillIcon skill={skill} />
              <span className="min-w-0 flex-1 truncate">{skill.name}</span>
            </li>
          ))}
        </ul>
      )}
      {foldable ? (
        <button
          type="button"
          part="skills-toggle"
          aria-expanded={expanded}
          className={`self-start ${PANEL_TEXT_BUTTON}`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? texts.profileCollapseSkills : texts.profileShowAllSkills}
        </button>
      ) : null}
    </section>
  );
}
