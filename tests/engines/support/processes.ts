import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long a process group gets to leave after SIGTERM before it is killed outright. */
const TERMINATE_GRACE_MS = 3_000;

/** Process groups still running, killed when this worker exits however it exits (no orphans). */
const runningGroups = new Set<number>();
process.on('exit', () => {
  for (const group of runningGroups) signalGroup(group, 'SIGKILL');
});

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Starts a program as the leader of a new process group, so stopping it also stops what it started
 * (WebKitWebDriver starts MiniBrowser, which starts the web and network processes).
 */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid !== undefined) {
    const group = child.pid;
    runningGroups.add(group);
    child.once('exit', () => runningGroups.delete(group));
  }
  return child;
}

/** SIGTERM to the whole group, SIGKILL if the leader is still there after a grace period. */
export async function stopGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid) return;
  const group = child.pid;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(group, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), TERMINATE_GRACE_MS);
  });
  if ((await Promise.race([exited, late])) === 'late') signalGroup(group, 'SIGKILL');
  clearTimeout(timer);
  // Children that outlived their leader (the group id stays theirs) go too.
  signalGroup(group, 'SIGKILL');
  runningGroups.delete(group);
}

/** A TCP port free at this moment on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh, empty directory for one browser's profile; `remove` deletes it. */
export function temporaryProfile(engine: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `agent-chat-${engine}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Polls `read` until it returns a value (not undefined), or fails naming `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
