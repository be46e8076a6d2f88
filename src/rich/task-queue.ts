/**
 * Work the rich file does later, in tasks of its own that stop after about `budgetMs` (decision
 * 069), so highlighting and typesetting never make a long task: issue 32 allows none over 50 ms.
 * Each job says what it is expected to cost; a task runs jobs while the next one fits its budget,
 * and always at least one. Tasks are posted through a MessageChannel (setTimeout clamps nested
 * timers to 4 ms; Safari has no requestIdleCallback), which the page's input still gets between.
 */
export interface Job {
  /** Expected milliseconds. */
  cost: number;
  run(): void;
}

export interface TaskQueue {
  add(job: Job): void;
}

export type PostTask = (run: () => void) => void;

export function messageChannelTask(): PostTask {
  let channel: MessageChannel | undefined;
  let pending: (() => void) | undefined;
  return (run) => {
    pending = run;
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => pending?.();
    }
    channel.port2.postMessage(null);
  };
}

export function createTaskQueue(
  budgetMs: number,
  post: PostTask = messageChannelTask(),
  now: () => number = () => performance.now(),
): TaskQueue {
  const jobs: Job[] = [];
  let head = 0;
  let posted = false;
  function runTask() {
    posted = false;
    const started = now();
    for (let job = jobs[head], ran = 0; job; job = jobs[head], ran += 1) {
      if (ran > 0 && now() - started + job.cost > budgetMs) break;
      jobs[head] = undefined as unknown as Job;
      head += 1;
      try {
        job.run();
      } catch {
        // A job that fails leaves its element as the core drew it; the jobs after it still run.
      }
    }
    if (head >= jobs.length) {
      jobs.length = 0;
      head = 0;
    } else schedule();
  }
  function schedule() {
    if (posted) return;
    posted = true;
    post(runTask);
  }
  return {
    add(job) {
      jobs.push(job);
      schedule();
    },
  };
}
