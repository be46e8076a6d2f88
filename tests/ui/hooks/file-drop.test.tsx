// @vitest-environment happy-dom
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { createChatStore } from '../../../src/state/chat-store';
import { useFileDrop } from '../../../src/ui/hooks/use-file-drop';
import { createFakeFetch } from '../../helpers/fake-server';
import { mountWithStore } from '../../helpers/mount';

function Composer() {
  const input = useRef<HTMLTextAreaElement>(null);
  useFileDrop(input, false);
  return (
    <div part="composer">
      <textarea ref={input} />
    </div>
  );
}

/** A drop of one file, as the browser hands it to the composer. */
function dropEvent(): Event {
  const event = new Event('drop', { bubbles: true, cancelable: true });
  const file = new File(['x'], 'a.txt', { type: 'text/plain' });
  Object.defineProperty(event, 'dataTransfer', { value: { files: [file], types: ['Files'] } });
  return event;
}

describe('dropping or pasting a file on the composer', () => {
  it('is taken from the render that shows the composer, not a frame later', () => {
    const store = createChatStore({ fetch: createFakeFetch({}).fetch });
    const root = mountWithStore(store, <Composer />, { inAct: false });
    const drop = dropEvent();
    root.querySelector('[part="composer"]')?.dispatchEvent(drop);
    // The composer took the file (the browser's own handling of the drop is cancelled).
    expect(drop.defaultPrevented).toBe(true);
  });
});
