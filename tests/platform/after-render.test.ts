import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterRenderInBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('opens one message channel for every update and runs the callbacks in order', async () => {
    const Native = globalThis.MessageChannel;
    let opened = 0;
    vi.stubGlobal(
      'MessageChannel',
      class extends Native {
        constructor() {
          super();
          opened += 1;
        }
      },
    );
    const { afterRenderInBrowser } = await import('../../src/platform/frame-batcher');
    const order: number[] = [];
    await new Promise<void>((resolve) => {
      afterRenderInBrowser(() => order.push(1));
      afterRenderInBrowser(() => order.push(2));
      afterRenderInBrowser(() => {
        order.push(3);
        resolve();
      });
    });
    expect(order).toEqual([1, 2, 3]);
    expect(opened).toBe(1);
  });
});
