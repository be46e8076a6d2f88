import { describe, expect, it } from 'vitest';
import { createTaskQueue } from '../../src/rich/task-queue';

/** Tasks posted by the queue, run by the test one at a time: each call is one task of the page. */
function tasks() {
  const posted: (() => void)[] = [];
  return {
    post: (run: () => void) => posted.push(run),
    /** Runs the next task; how many jobs ran in it. */
    runNext(log: string[]): string[] {
      const before = log.length;
      posted.shift()?.();
      return log.slice(before);
    },
    get pending() {
      return posted.length;
    },
  };
}

/** The page's clock, moved on by the jobs: a job of `ms` takes that long. */
let clock = 0;
const now = () => clock;
const busy = (ms: number, log: string[], name: string, takes = ms) => ({
  cost: ms,
  run() {
    clock += takes;
    log.push(name);
  },
});

describe('the budgeted task queue', () => {
  it('runs nothing at once: jobs run in a later task', () => {
    const page = tasks();
    const queue = createTaskQueue(12, page.post, now);
    const log: string[] = [];
    queue.add(busy(0, log, 'a'));
    expect(log).toEqual([]);
    expect(page.pending).toBe(1);
    expect(page.runNext(log)).toEqual(['a']);
    expect(page.pending).toBe(0);
  });

  it('stops a task before a job that would take it over budget, and goes on in the next', () => {
    const page = tasks();
    const queue = createTaskQueue(12, page.post, now);
    const log: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) queue.add(busy(5, log, name));
    expect(page.pending).toBe(1);
    expect(page.runNext(log)).toEqual(['a', 'b']);
    expect(page.runNext(log)).toEqual(['c', 'd']);
    expect(page.runNext(log)).toEqual(['e']);
    expect(page.pending).toBe(0);
  });

  it('runs a job costlier than the budget alone in its task', () => {
    const page = tasks();
    const queue = createTaskQueue(12, page.post, now);
    const log: string[] = [];
    queue.add(busy(1, log, 'small'));
    queue.add(busy(20, log, 'large'));
    queue.add(busy(1, log, 'after'));
    expect(page.runNext(log)).toEqual(['small']);
    expect(page.runNext(log)).toEqual(['large']);
    expect(page.runNext(log)).toEqual(['after']);
  });

  it('stops a task once jobs took longer than they were expected to', () => {
    const page = tasks();
    const queue = createTaskQueue(12, page.post, now);
    const log: string[] = [];
    queue.add(busy(1, log, 'slow', 15));
    queue.add(busy(1, log, 'next'));
    expect(page.runNext(log)).toEqual(['slow']);
    expect(page.runNext(log)).toEqual(['next']);
  });

  it('goes on after a job that throws', () => {
    const page = tasks();
    const queue = createTaskQueue(12, page.post, now);
    const log: string[] = [];
    queue.add({
      cost: 0,
      run() {
        throw new Error('broken grammar');
      },
    });
    queue.add(busy(0, log, 'next'));
    page.runNext(log);
    expect(log).toEqual(['next']);
  });
});
