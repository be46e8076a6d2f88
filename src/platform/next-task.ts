/**
 * Runs `run` in a task of its own, after the browser has had a chance to paint and handle input;
 * returns the cancel. Work cut into such tasks never makes one long task (decision 068).
 */
export function nextTask(run: () => void): () => void {
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
