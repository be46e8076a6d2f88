import { useState } from 'react';
import type { AgentSkill } from '../../model/agent-profile';
import { useImageUrl } from '../hooks/use-image-url';
import { SlidersIcon, SparkIcon } from '../primitives/icons';

const FALLBACK_COLOR = '#6366f1';

/**
 * A skill's icon, or a glyph of its kind on its colour when it has none or the icon fails to
 * load. No initial letter (unlike AgentAvatar), so a skill row's text is exactly its name.
 */
export function SkillIcon({ skill }: { skill: AgentSkill }) {
  const [failed, setFailed] = useState(false);
  const source = useImageUrl(skill.icon);
  const base = 'w-6 h-6 shrink-0 rounded-md overflow-hidden flex items-center justify-center';
  if (source && !failed) {
    return (
      <img
        className={`${base} object-cover bg-white`}
        src={source}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  const background = /^#[0-9a-f]{3,8}$/i.test(skill.color) ? skill.color : FALLBACK_COLOR;
  const Glyph = skill.kind === 'flow' ? SlidersIcon : SparkIcon;
  return (
    <span className={`${base} text-white`} style={{ backgroundColor: background }} aria-hidden="true">
      <Glyph className="w-3.5 h-3.5" />
    </span>
  );
}
