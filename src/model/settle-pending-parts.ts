import type { AssistantMessage, Skill } from './message';

/** PENDING parts become FAILED and a pending related-question part is dropped (data doc, section 4). */
export function settlePendingParts(message: AssistantMessage): AssistantMessage {
  const think =
    message.think?.status === 'PENDING' ? { ...message.think, status: 'FAILED' as const } : message.think;
  const hasPendingSkill = message.skills.some((skill) => skill.status === 'PENDING');
  const skills = hasPendingSkill ? message.skills.map(failIfPending) : message.skills;
  const relatedQuestion = message.relatedQuestion?.status === 'PENDING' ? undefined : message.relatedQuestion;
  if (think === message.think && skills === message.skills && relatedQuestion === message.relatedQuestion) {
    return message;
  }
  return { ...message, think, skills, relatedQuestion };
}

function failIfPending(skill: Skill): Skill {
  return skill.status === 'PENDING' ? { ...skill, status: 'FAILED' } : skill;
}
