/** The part of the Prioritized Task Scheduling API used here (Chromium and Firefox have it). */
interface TaskScheduler {
  postTask(run: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

/**
 * Runs `run` once: in a task of its own before the next frame where the browser can say so, or at the
 * start of the next frame (an animation frame callback runs before that frame's style, layout and
 * paint), whichever comes first. Work moved out of a long task this way still shows in the frame
 * it would have shown in (decision 046).
 */
export function beforeNextPaint(run: () => void): void {
  let pending = true;
  const once = () => {
    if (!pending) return;
    pending = false;
    run();
  };
  // A user-blocking task came before the next frame in every measured page load (a timer task came
  // after it, adding the work to that frame's task). Without a scheduler (Safari) the frame runs it.
  void (globalThis as { scheduler?: TaskScheduler }).scheduler?.postTask(once, { priority: 'user-blocking' });
  requestAnimationFrame(once);
}
