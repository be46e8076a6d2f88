import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeNextPaint } from '../../src/platform/before-next-paint';

function stubFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return () => {
    for (const frame of frames.splice(0)) frame(0);
  };
}

describe('beforeNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs once, in a user-blocking task when that comes before the frame', async () => {
    const tasks: Array<() => void> = [];
    const postTask = vi.fn((run: () => void) => {
      tasks.push(run);
      return Promise.resolve();
    });
    vi.stubGlobal('scheduler', { postTask });
    const frame = stubFrames();
    const run = vi.fn();
    beforeNextPaint(run);
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'user-blocking' });
    expect(run).not.toHaveBeenCalled();
    for (const task of tasks) task();
    frame();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once, at the start of the next frame when that comes first', () => {
    const tasks: Array<() => void> = [];
    vi.stubGlobal('scheduler', { postTask: (task: () => void) => tasks.push(task) && Promise.resolve() });
    const frame = stubFrames();
    const run = vi.fn();
    beforeNextPaint(run);
    frame();
    expect(run).toHaveBeenCalledTimes(1);
    for (const task of tasks) task();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the start of the next frame where there is no scheduler', () => {
    vi.stubGlobal('scheduler', undefined);
    const frame = stubFrames();
    const run = vi.fn();
    beforeNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
