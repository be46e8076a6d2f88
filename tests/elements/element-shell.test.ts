// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/index';
import { storeOf } from '../../src/elements/create-element-class';
import { defineElements, ShadowViewElement } from '../../src/elements/shadow-view-element';
import { PAGE_SETTLE_MS, SETTLED_IDLE_TIMEOUT_MS } from '../../src/platform/idle';
import { configAtom } from '../../src/state/chat-store';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount<Tag extends 'agent-chat' | 'agent-chat-launcher'>(
  tag: Tag,
  attributes: Record<string, string>,
) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('element shell', () => {
  it('registers both elements and one global with a version', () => {
    expect(customElements.get('agent-chat')).toBeDefined();
    expect(customElements.get('agent-chat-launcher')).toBeDefined();
    expect(typeof window.AgentChat?.version).toBe('string');
  });

  it('renders into an open shadow root', () => {
    const element = mount('agent-chat', {});
    expect(element.shadowRoot).not.toBeNull();
  });

  it('parses attributes into the store and follows changes and removals', () => {
    const element = mount('agent-chat', { 'agent-id': 'a1', readonly: '' });
    const store = storeOf(element);
    expect(store.get(configAtom)).toMatchObject({ agentId: 'a1', readonly: true });
    element.setAttribute('agent-id', 'a2');
    element.removeAttribute('readonly');
    expect(store.get(configAtom)).toMatchObject({ agentId: 'a2', readonly: false });
  });

  it('reflects properties to attributes', () => {
    const element = mount('agent-chat', {});
    element.agentId = 'from-property';
    element.readonly = true;
    expect(element.getAttribute('agent-id')).toBe('from-property');
    expect(element.readonly).toBe(true);
    element.readonly = false;
    expect(element.hasAttribute('readonly')).toBe(false);
  });

  it('treats showToolLogs as a boolean property reflected to show-tool-logs', () => {
    const element = mount('agent-chat', {});
    expect(element.showToolLogs).toBe(false);
    element.showToolLogs = true;
    expect(element.getAttribute('show-tool-logs')).toBe('');
    expect(element.showToolLogs).toBe(true);
    expect(storeOf(element).get(configAtom)?.showToolLogs).toBe(true);
    element.setAttribute('show-tool-logs', 'false');
    expect(element.showToolLogs).toBe(false);
    expect(storeOf(element).get(configAtom)?.showToolLogs).toBe(false);
  });

  it('takes getToken as a property and never as an attribute', () => {
    const element = mount('agent-chat', {});
    const provider = () => 'token';
    element.getToken = provider;
    expect(storeOf(element).get(configAtom)?.getToken).toBe(provider);
    expect(element.hasAttribute('get-token')).toBe(false);
  });

  it('configures an element through window.AgentChat.configure', () => {
    const element = mount('agent-chat', {});
    element.id = 'target';
    window.AgentChat?.configure('#target', { workspaceId: 'w9', chatTitle: '客服' });
    expect(storeOf(element).get(configAtom)).toMatchObject({ workspaceId: 'w9', chatTitle: '客服' });
  });

  it('gives each element its own store', () => {
    const first = mount('agent-chat', { 'agent-id': 'one' });
    const second = mount('agent-chat', { 'agent-id': 'two' });
    expect(storeOf(first)).not.toBe(storeOf(second));
    expect(storeOf(second).get(configAtom)?.agentId).toBe('two');
  });

  it('opens and closes the launcher through its methods', () => {
    const launcher = mount('agent-chat-launcher', {});
    expect(launcher.isOpen).toBe(false);
    launcher.open();
    expect(launcher.isOpen).toBe(true);
    launcher.toggle();
    expect(launcher.isOpen).toBe(false);
  });

  it('is a static bubble without a store until it starts, and a method starts it (decision 048)', () => {
    const launcher = mount('agent-chat-launcher', { 'agent-id': 'a1', 'chat-title': '客服' });
    const bubble = launcher.shadowRoot?.querySelector('[part~="launcher-button"]');
    expect(bubble?.getAttribute('title')).toBe('客服');
    expect(launcher.isOpen).toBe(false);
    expect(() => storeOf(launcher)).toThrow();
    launcher.setAttribute('chat-title', '新客服');
    expect(launcher.shadowRoot?.querySelector('[part~="launcher-button"]')?.getAttribute('title')).toBe(
      '新客服',
    );
    launcher.setInput('你好');
    // The store starts with the attributes of its moment, and the view adopts the bubble.
    expect(storeOf(launcher).get(configAtom)).toMatchObject({ agentId: 'a1', chatTitle: '新客服' });
    expect(launcher.shadowRoot?.querySelectorAll('[part~="launcher-button"]')).toHaveLength(1);
  });

  it('starts by itself once the page has settled, and never after it left the page', () => {
    vi.useFakeTimers();
    try {
      const stays = mount('agent-chat-launcher', {});
      const leaves = mount('agent-chat-launcher', {});
      leaves.remove();
      vi.advanceTimersByTime(PAGE_SETTLE_MS + SETTLED_IDLE_TIMEOUT_MS);
      expect(() => storeOf(stays)).not.toThrow();
      expect(() => storeOf(leaves)).toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('agent-bot-list properties', () => {
  it('reflect to attributes, with readonly read back as its text', () => {
    const list = document.createElement('agent-bot-list') as unknown as HTMLElement & Record<string, unknown>;
    list.agentId = 'a1';
    list.for = 'chat';
    list.readonly = true;
    expect(list.getAttribute('agent-id')).toBe('a1');
    expect(list.getAttribute('for')).toBe('chat');
    expect(list.getAttribute('readonly')).toBe('');
    expect(list.readonly).toBe('');
    expect(list.authCode).toBeUndefined();
    list.readonly = false;
    list.agentId = null;
    expect(list.hasAttribute('readonly')).toBe(false);
    expect(list.agentId).toBeUndefined();
  });
});

describe('an element created while the page is parsed (decision 046)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('renders in an urgent task of its own, with the attributes set until then', () => {
    const tasks: Array<() => void> = [];
    vi.stubGlobal('scheduler', { postTask: (run: () => void) => tasks.push(run) && Promise.resolve() });
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const launcher = mount('agent-chat-launcher', { 'agent-id': 'a1' });
    // A page script after the element configures it in the parser's next task.
    launcher.setAttribute('launcher-position', 'bottom-left');
    launcher.open();
    expect(launcher.shadowRoot?.childNodes.length).toBe(0);
    // The stylesheet's task, then the render's; the page is still being parsed, and the render is
    // not put off again.
    expect(tasks).toHaveLength(2);
    for (const task of tasks.splice(0)) task();
    const bubble = launcher.shadowRoot?.querySelector<HTMLElement>('[part~="launcher-button"]');
    expect(bubble?.style.left).toBe('20px');
    expect(bubble?.getAttribute('aria-expanded')).toBe('true');
  });

  it('renders an element already in the page, upgraded by our script, in an urgent task of its own', () => {
    const tasks: Array<() => void> = [];
    vi.stubGlobal('scheduler', { postTask: (run: () => void) => tasks.push(run) && Promise.resolve() });
    document.body.innerHTML = '<test-shadow-view></test-shadow-view>';
    class TestView extends ShadowViewElement<string> {
      protected readonly store = 'store';
      protected readonly view = ({ store }: { store: string }) => createElement('p', null, store);
    }
    defineElements(() => customElements.define('test-shadow-view', TestView));
    const element = document.querySelector('test-shadow-view');
    expect(element?.shadowRoot?.childNodes.length).toBe(0);
    for (const task of tasks.splice(0)) task();
    expect(element?.shadowRoot?.textContent).toBe('store');
  });
});
