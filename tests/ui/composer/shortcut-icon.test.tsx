// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { type Shortcut, shortcutsFromRule } from '../../../src/model/shortcuts';
import type { ChatConfig } from '../../../src/state/chat-config';
import { configAtom, createChatStore } from '../../../src/state/chat-store';
import { ShortcutIcon } from '../../../src/ui/composer/ShortcutChip';
import { Provider } from '../../../src/ui/hooks/atom-hooks';

let container: HTMLElement;
afterEach(() => {
  render(null, container);
  container.remove();
});

function shortcut(icon: string, type = 'prompt'): Shortcut {
  const [read] = shortcutsFromRule([
    { type, short_name: '写周报', icon, color: '#db2777', webpage: 'https://example.com', function_id: 'f' },
  ]);
  if (!read) throw new Error('the shortcut was refused');
  return read;
}

function showIcon(
  icon: string,
  config: Partial<ChatConfig> = {},
  { type = 'prompt', emoji = true }: { type?: string; emoji?: boolean } = {},
): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  const store = createChatStore({ canDrawEmoji: () => emoji });
  store.set(configAtom, { baseUrl: 'https://api.example.com', ...config } as ChatConfig);
  act(() =>
    render(
      <Provider store={store}>
        <ShortcutIcon shortcut={shortcut(icon, type)} />
      </Provider>,
      container,
    ),
  );
  return container;
}

describe('a shortcut icon', () => {
  it('draws an http(s) icon as an image', () => {
    const root = showIcon('https://cdn.example.com/a.png');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
  });

  it('draws an emoji as text beside the title, hidden from screen readers', () => {
    const root = showIcon('📅');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toBe('📅');
    expect(root.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it("shows the widget's own icon in the chip colour where emoji would be empty boxes: a pencil for a prompt, a link for a web page", () => {
    const prompt = showIcon('📝', {}, { emoji: false });
    expect(prompt.textContent).toBe('');
    expect(prompt.querySelector('[data-icon-fallback] svg path')?.getAttribute('d')).toBe(
      'M4 20h4L19 9l-4-4L4 16v4z',
    );
    expect((prompt.firstElementChild as HTMLElement).style.color).toBe('#db2777');
    render(null, container);
    container.remove();
    const webpage = showIcon('🌐', {}, { type: 'webpage', emoji: false });
    expect(webpage.textContent).toBe('');
    expect(webpage.querySelector('[data-icon-fallback] svg')).not.toBeNull();
    expect(webpage.querySelector('[data-icon-fallback] svg path')?.getAttribute('d')).not.toBe(
      'M4 20h4L19 9l-4-4L4 16v4z',
    );
  });

  it('shows the colour dot for an emoji a flow sets where emoji cannot be drawn, and plain text stays text', () => {
    const flow = showIcon('🚀', {}, { type: 'flows', emoji: false });
    expect(flow.textContent).toBe('');
    expect((flow.firstElementChild as HTMLElement).style.backgroundColor).toBe('#db2777');
    render(null, container);
    container.remove();
    expect(showIcon('AI', {}, { emoji: false }).textContent).toBe('AI');
  });

  it('draws a dot in the chip colour, never the URL, for an image that privacy mode keeps away', () => {
    const root = showIcon('https://cdn.example.com/a.png', { privacy: true });
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toBe('');
    expect((root.firstElementChild as HTMLElement).style.backgroundColor).toBe('#db2777');
  });

  it('shows any other icon as plain text: a javascript: link never becomes an image or a link', () => {
    const root = showIcon('javascript:alert(1)');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toBe('javascript:alert(1)');
  });
});
