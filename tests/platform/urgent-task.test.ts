import { afterEach, describe, expect, it, vi } from 'vitest';
import { urgentTask } from '../../src/platform/urgent-task';

describe('urgentTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('queues a user-blocking task where there is a scheduler', () => {
    const tasks: Array<() => void> = [];
    const postTask = vi.fn((run: () => void) => {
      tasks.push(run);
      return Promise.resolve();
    });
    vi.stubGlobal('scheduler', { postTask });
    const run = vi.fn();
    urgentTask(run);
    expect(postTask).toHaveBeenCalledWith(run, { priority: 'user-blocking' });
    expect(run).not.toHaveBeenCalled();
    for (const task of tasks) task();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once where there is none', () => {
    vi.stubGlobal('scheduler', undefined);
    const run = vi.fn();
    urgentTask(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
