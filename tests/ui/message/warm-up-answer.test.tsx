// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhenIdle } from '../../../src/platform/idle';

/** The module keeps "done once per page" in its own state: each test gets a fresh page's copy. */
async function freshWarmUp() {
  vi.resetModules();
  return (await import('../../../src/ui/message/warm-up-answer')).warmUpAnswer;
}

/** An idle port that holds the callbacks until the test runs them. */
function heldIdle() {
  const callbacks: (() => void)[] = [];
  const whenIdle = vi.fn<WhenIdle>((callback) => {
    callbacks.push(callback);
    return () => {};
  });
  return {
    whenIdle,
    runAll: () => {
      for (const callback of callbacks.splice(0)) callback();
    },
  };
}

/** Names of the elements created (preact creates them with createElementNS). */
let created: string[];
beforeEach(() => {
  created = [];
  const createElementNS = document.createElementNS.bind(document);
  vi.spyOn(document, 'createElementNS').mockImplementation(((namespace: string, name: string) => {
    created.push(name);
    return createElementNS(namespace, name);
  }) as typeof document.createElementNS);
});
afterEach(() => vi.restoreAllMocks());

describe('warmUpAnswer', () => {
  it('renders nothing at once: the sample waits for a quiet moment', async () => {
    const warmUpAnswer = await freshWarmUp();
    const idle = heldIdle();
    warmUpAnswer(idle.whenIdle);
    expect(idle.whenIdle).toHaveBeenCalledTimes(1);
    expect(created).toEqual([]);
  });

  it('runs every kind of block view of a first answer once, detached from the document', async () => {
    const warmUpAnswer = await freshWarmUp();
    const idle = heldIdle();
    const before = document.body.innerHTML;
    warmUpAnswer(idle.whenIdle);
    idle.runAll();
    for (const name of ['h2', 'strong', 'em', 'a', 'code', 'ul', 'table', 'pre'])
      expect(created).toContain(name);
    expect(document.body.innerHTML).toBe(before);
  });

  it('warms up once per page, however many times the visitor types', async () => {
    const warmUpAnswer = await freshWarmUp();
    const idle = heldIdle();
    warmUpAnswer(idle.whenIdle);
    idle.runAll();
    warmUpAnswer(idle.whenIdle);
    warmUpAnswer(idle.whenIdle);
    expect(idle.whenIdle).toHaveBeenCalledTimes(1);
  });
});
