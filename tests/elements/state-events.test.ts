// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireChatEvent, silenceChatEvents } from '../../src/elements/chat-events';
import { fireStateEvents } from '../../src/elements/state-events';
import { agentUnreadCountAtom, createChatStore, currentConversationIdAtom } from '../../src/state/chat-store';

function listen(target: EventTarget, names: string[]) {
  const heard: [string, unknown][] = [];
  for (const name of names)
    target.addEventListener(name, (event) => heard.push([name, (event as CustomEvent).detail]));
  return heard;
}

describe('events that follow state', () => {
  it('fires conversation-change and unread-change once per change, null for no conversation', () => {
    const store = createChatStore();
    const target = new EventTarget();
    const heard = listen(target, ['conversation-change', 'unread-change']);
    const stop = fireStateEvents(store, target);
    store.set(currentConversationIdAtom, 'c-1');
    store.set(currentConversationIdAtom, 'c-1');
    store.set(agentUnreadCountAtom, 3);
    store.set(agentUnreadCountAtom, 3);
    store.set(currentConversationIdAtom, null);
    stop();
    store.set(agentUnreadCountAtom, 0);
    expect(heard).toEqual([
      ['conversation-change', { conversationId: 'c-1' }],
      ['unread-change', { total: 3 }],
      ['conversation-change', { conversationId: null }],
    ]);
  });

  it('fires bubbling, composed events, and none once the element is silenced (destroy)', () => {
    const target = document.createElement('div');
    const events: Event[] = [];
    target.addEventListener('chat-ready', (event) => events.push(event));
    fireChatEvent(target, 'chat-ready', undefined);
    silenceChatEvents(target);
    fireChatEvent(target, 'chat-ready', undefined);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ bubbles: true, composed: true });
  });
});
