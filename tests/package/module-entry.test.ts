// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { AGENT_CHAT_TAGS } from '../../src/package/module';

describe('agent-chat (the ES module entry)', () => {
  it('registers the elements and window.AgentChat on import, with the classes it exports', () => {
    for (const [tag, elementClass] of Object.entries(AGENT_CHAT_TAGS)) {
      expect(customElements.get(tag)).toBe(elementClass);
    }
    expect(typeof window.AgentChat?.configure).toBe('function');
  });
});
