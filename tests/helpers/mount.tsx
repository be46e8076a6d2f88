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

/** Renders `children` under the chat store into the document (happy-dom); unmounted after the test. */
export function mountWithStore(store: ChatStore, children: ReactNode): HTMLElement {
  const root = document.createElement('div');
  mounted.push(root);
  document.body.append(root);
  act(() => render(<Provider store={store}>{children}</Provider>, root));
  return root;
}
