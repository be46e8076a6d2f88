import { describe, expect, it } from 'vitest';
import { parseBooleanAttribute, parseChatConfig, parseEnvironment } from '../../src/elements/chat-attributes';

describe('chat attributes', () => {
  it('defaults env to production and accepts the four environments', () => {
    expect(parseEnvironment(undefined)).toBe('production');
    expect(parseEnvironment('PRE')).toBe('pre');
    expect(parseEnvironment('staging')).toBe('production');
  });

  it('treats a present boolean attribute as on unless it says false', () => {
    expect(parseBooleanAttribute('')).toBe(true);
    expect(parseBooleanAttribute('readonly')).toBe(true);
    expect(parseBooleanAttribute('false')).toBe(false);
    expect(parseBooleanAttribute(null)).toBe(false);
  });

  it('parses the spec defaults: timeouts, page size and run type', () => {
    const config = parseChatConfig({ 'agent-id': ' a ', 'workspace-id': 'w', 'access-key': 'k' });
    expect(config).toMatchObject({
      agentId: 'a',
      workspaceId: 'w',
      accessKey: 'k',
      runType: 'CHAT_CLIENT',
      firstEventTimeoutMs: 120_000,
      idleTimeoutMs: 300_000,
      requestTimeoutMs: 60_000,
      conversationPageSize: 60,
      readonly: false,
      showToolLogs: false,
    });
  });

  it('turns tool logs on with a present show-tool-logs attribute', () => {
    expect(parseChatConfig({ 'show-tool-logs': '' }).showToolLogs).toBe(true);
    expect(parseChatConfig({ 'show-tool-logs': 'false' }).showToolLogs).toBe(false);
  });

  it('lets tests shorten the stream timeouts in milliseconds', () => {
    const config = parseChatConfig({ 'first-event-timeout': '300', 'event-timeout': '200' });
    expect(config.firstEventTimeoutMs).toBe(300);
    expect(config.idleTimeoutMs).toBe(200);
  });

  it('ignores invalid numbers', () => {
    expect(parseChatConfig({ 'event-timeout': '-5' }).idleTimeoutMs).toBe(300_000);
  });

  it('reads the Open mode scope attributes: user-id, biz-key, client-type, conversation-config', () => {
    const config = parseChatConfig({
      'user-id': ' u1 ',
      'biz-key': 'shop',
      'client-type': 'WEB',
      'conversation-config': '{"a":1}',
    });
    expect(config).toMatchObject({
      userId: 'u1',
      bizKey: 'shop',
      clientType: 'WEB',
      conversationConfig: '{"a":1}',
    });
    expect(parseChatConfig({})).toMatchObject({
      userId: '',
      bizKey: '',
      clientType: '',
      conversationConfig: '',
    });
  });

  it('reads privacy mode, click-to-load images and host selection (decision 037)', () => {
    const config = parseChatConfig({ storage: ' none ', images: 'click', 'host-selection': '' });
    expect([config.privacy, config.clickImages, config.hostSelection]).toEqual([true, true, true]);
    const defaults = parseChatConfig({ storage: 'local', images: 'auto', 'host-selection': 'false' });
    expect([defaults.privacy, defaults.clickImages, defaults.hostSelection]).toEqual([false, false, false]);
  });

  it('reads answer streams on the main thread unless stream-worker is on (decision 055)', () => {
    expect(parseChatConfig({}).streamWorker).toBe(false);
    expect(parseChatConfig({ 'stream-worker': 'false' }).streamWorker).toBe(false);
    expect(parseChatConfig({ 'stream-worker': '' }).streamWorker).toBe(true);
  });
});
