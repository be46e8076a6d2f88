// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('rich seam', () => {
  it('asks the registry for the rich file in a task after the bundle is evaluated, not while it is', async () => {
    const whenDefined = vi.spyOn(customElements, 'whenDefined');
    await import('../../src/content/rich-seam');
    // Asked during the bundle's evaluation it cost that task about 27 ms of CPU (decision 080).
    expect(whenDefined).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(whenDefined).toHaveBeenCalledWith('agent-chat-rich');
  });
});
