import { atom } from 'jotai';
import type { Skill } from '../../model/message';
import { canOpenToolLog } from '../../model/tool-cards';
import { configAtom, messagesAtom, toolLogAtom } from '../chat-store';

function findSkill(
  messages: readonly { role: string; id: string; skills?: Skill[] }[],
  messageId: string,
  skillId: string,
): Skill | undefined {
  const message = messages.find((item) => item.id === messageId);
  return message?.skills?.find((skill) => skill.id === skillId);
}

/** The tool the log viewer shows, read from the live message so a log keeps up with its tool. */
export const openToolLogSkillAtom = atom((get): Skill | null => {
  const target = get(toolLogAtom);
  if (!target) return null;
  return findSkill(get(messagesAtom), target.messageId, target.skillId) ?? null;
});

/**
 * Opens a tool's log; refused (false) while the tool is PENDING or when the element does not
 * allow logs (screens doc sections 4 and 6).
 */
export const openToolLogAtom = atom(
  null,
  (get, set, target: { messageId: string; skillId: string }): boolean => {
    const skill = findSkill(get(messagesAtom), target.messageId, target.skillId);
    if (!skill || !canOpenToolLog(skill, get(configAtom)?.showToolLogs ?? false)) return false;
    set(toolLogAtom, target);
    return true;
  },
);

export const closeToolLogAtom = atom(null, (_get, set) => set(toolLogAtom, null));
