// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { AGENT_CHAT_TAGS, AgentChat, defineAgentChatElements } from '../../src/package/elements';

describe('agent-chat/elements', () => {
  it('registers nothing on import, then each tag once when defineAgentChatElements() is called', () => {
    const tags = Object.keys(AGENT_CHAT_TAGS);
    expect(tags.map((tag) => customElements.get(tag))).toEqual(tags.map(() => undefined));
    defineAgentChatElements();
    defineAgentChatElements();
    expect(customElements.get('agent-chat')).toBe(AgentChat);
    expect(tags.map((tag) => customElements.get(tag))).toEqual(Object.values(AGENT_CHAT_TAGS));
    // The global API belongs to the registering entry and the script-tag bundle only.
    expect(window.AgentChat).toBeUndefined();
  });
});
