/**
 * Milliseconds of this test process's CPU time spent in `work`, not wall time: on a busy machine
 * the wall clock also counts the time other processes held the cores (a fresh CI run measured
 * 1,052 ms wall for what takes about 150 ms).
 */
export function cpuMs(work: () => void): number {
  const started = process.cpuUsage();
  work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}
