import { describe, expect, it } from 'vitest';
import type { AssistantMessage, Skill } from '../../src/model/message';
import { createPendingAssistantMessage } from '../../src/model/message';
import { closeToolLogAtom, openToolLogAtom, openToolLogSkillAtom } from '../../src/state/actions/tool-log';
import {
  configAtom,
  createChatStore,
  EMPTY_CHAT_CONFIG,
  messagesAtom,
  toolLogAtom,
} from '../../src/state/chat-store';

const tool = (id: string, status: Skill['status']): Skill => ({
  id,
  status,
  toolType: 'flow',
  metaData: { title: id },
  flowMsg: [],
});

function setup(showToolLogs: boolean) {
  const store = createChatStore();
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, showToolLogs });
  const message: AssistantMessage = {
    ...createPendingAssistantMessage('1', 0),
    skills: [tool('done', 'SUCCEEDED'), tool('running', 'PENDING')],
  };
  store.set(messagesAtom, [message]);
  return { store, messageId: message.id };
}

describe('tool log', () => {
  it('opens the log of a finished tool when logs are allowed, and closes it', () => {
    const { store, messageId } = setup(true);
    expect(store.set(openToolLogAtom, { messageId, skillId: 'done' })).toBe(true);
    expect(store.get(openToolLogSkillAtom)?.id).toBe('done');
    store.set(closeToolLogAtom);
    expect(store.get(toolLogAtom)).toBeNull();
    expect(store.get(openToolLogSkillAtom)).toBeNull();
  });

  it('refuses a PENDING tool, an unknown tool, and any tool when logs are not allowed', () => {
    const allowed = setup(true);
    expect(allowed.store.set(openToolLogAtom, { messageId: allowed.messageId, skillId: 'running' })).toBe(
      false,
    );
    expect(allowed.store.set(openToolLogAtom, { messageId: allowed.messageId, skillId: 'nope' })).toBe(false);
    const refused = setup(false);
    expect(refused.store.set(openToolLogAtom, { messageId: refused.messageId, skillId: 'done' })).toBe(false);
    expect(refused.store.get(toolLogAtom)).toBeNull();
  });

  it('follows the live tool, so an open log shows what arrives later', () => {
    const { store, messageId } = setup(true);
    store.set(openToolLogAtom, { messageId, skillId: 'done' });
    store.set(messagesAtom, (messages) =>
      messages.map((message) =>
        message.role === 'ASSISTANT'
          ? { ...message, skills: message.skills.map((item) => ({ ...item, output: '新的输出' })) }
          : message,
      ),
    );
    expect(store.get(openToolLogSkillAtom)?.output).toBe('新的输出');
  });
});
