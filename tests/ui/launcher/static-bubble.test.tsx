// @vitest-environment happy-dom
import { createRef, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeWebUrl } from '../../../src/content';
import { createChatStore } from '../../../src/state/chat-store';
import { Provider } from '../../../src/ui/hooks/atom-hooks';
import { LauncherBubble } from '../../../src/ui/launcher/LauncherBubble';
import {
  bubblePlacement,
  renderStaticBubble,
  type StaticBubbleLook,
} from '../../../src/ui/launcher/static-bubble';

afterEach(() => {
  document.body.replaceChildren();
});

/** A node's tag, attributes (sorted: their order means nothing) and children, as text. */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return JSON.stringify(node.textContent);
  const attributes = [...node.attributes].map(
    (attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`,
  );
  const children = [...node.childNodes].map(canonical);
  return `<${node.localName} ${attributes.sort().join(' ')}>${children.join('')}</${node.localName}>`;
}

/** What the view renders first (LauncherElementView's root around LauncherBubble). */
function viewBubble(look: StaticBubbleLook): string {
  const container = document.createElement('div');
  act(() =>
    render(
      <Provider store={createChatStore()}>
        <div part="root" className="contents" data-open="false">
          <LauncherBubble
            bubbleRef={createRef()}
            open={false}
            name={look.title}
            icon={look.icon && safeWebUrl(look.icon)}
            hidden={look.hidden}
            style={bubblePlacement(look.side)}
            onNear={() => undefined}
            onToggle={() => undefined}
          />
        </div>
      </Provider>,
      container,
    ),
  );
  return [...container.childNodes].map(canonical).join('');
}

function staticBubble(look: StaticBubbleLook, start = vi.fn()) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const stop = renderStaticBubble(root, look, start);
  const bubble = root.querySelector('button') as HTMLButtonElement;
  return { root, bubble, start, stop };
}

const LOOKS: Record<string, StaticBubbleLook> = {
  plain: { title: '', icon: null, hidden: false, side: undefined },
  'titled, on the left': { title: '客服', icon: null, hidden: false, side: 'left' },
  'with the page icon, on the right': {
    title: '',
    icon: 'https://cdn.example/icon.png',
    hidden: false,
    side: 'right',
  },
  'an unsafe icon': { title: '', icon: 'javascript:alert(1)', hidden: false, side: undefined },
  hidden: { title: '', icon: null, hidden: true, side: undefined },
};

describe('the static bubble (decision 048)', () => {
  for (const [name, look] of Object.entries(LOOKS)) {
    it(`is the DOM the view renders first: ${name}`, () => {
      expect([...staticBubble(look).root.childNodes].map(canonical).join('')).toBe(viewBubble(look));
    });
  }

  it('starts the launcher when the visitor points at, focuses or clicks the bubble', () => {
    const { bubble, start } = staticBubble(LOOKS.plain as StaticBubbleLook);
    bubble.dispatchEvent(new Event('pointerenter'));
    bubble.dispatchEvent(new Event('focus'));
    bubble.click();
    expect(start.mock.calls).toEqual([['near'], ['near'], ['click']]);
  });

  it('listens no more once stopped: the view that adopts the bubble has its own handlers', () => {
    const { bubble, start, stop } = staticBubble(LOOKS.plain as StaticBubbleLook);
    stop();
    bubble.dispatchEvent(new Event('pointerenter'));
    bubble.click();
    expect(start).not.toHaveBeenCalled();
  });

  it('replaces what it drew before when drawn again (an attribute changed)', () => {
    const { root } = staticBubble(LOOKS.plain as StaticBubbleLook);
    renderStaticBubble(root, { ...(LOOKS.plain as StaticBubbleLook), title: '新标题' }, vi.fn());
    expect(root.querySelectorAll('button')).toHaveLength(1);
    expect(root.querySelector('button')?.title).toBe('新标题');
  });
});
