import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { ChatStore } from '../../src/state/chat-store';
import { Provider } from '../../src/ui/hooks/atom-hooks';

const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const root of mounted.splice(0)) {
    render(null, root);
    root.remove();
  }
});

/**
 * Renders `children` under the chat store into the document (happy-dom); unmounted after the test.
 * `inAct: false` returns right after the render, before the effects preact puts off until after a
 * frame: what a test sees then is what the render itself did.
 */
export function mountWithStore(store: ChatStore, children: ReactNode, { inAct = true } = {}): HTMLElement {
  const root = document.createElement('div');
  mounted.push(root);
  document.body.append(root);
  const draw = () => render(<Provider store={store}>{children}</Provider>, root);
  if (inAct) act(draw);
  else draw();
  return root;
}
