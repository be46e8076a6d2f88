import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long a process group gets to leave after SIGTERM before it is killed outright. */
const TERMINATE_GRACE_MS = 3_000;

/**
 * Process groups still running and temporary folders still there, killed and removed when this worker
 * ends however it ends (an interrupted run leaves no orphans and no profiles).
 */
const runningGroups = new Set<number>();
const temporaryFolders = new Set<string>();

/**
 * This worker's children that lead a process group of their own: the browsers, drivers and displays it
 * started, including a Firefox that puppeteer is still launching (its pid is not known to us yet).
 */
function childGroupLeaders(): number[] {
  const leaders: number[] = [];
  const tasks = readdirSync('/proc/self/task');
  for (const task of tasks) {
    const children = readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(' ').filter(Boolean);
    for (const child of children.map(Number)) {
      // /proc/PID/stat: "pid (command) state ppid pgrp …"; the command may hold spaces.
      const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group === child) leaders.push(child);
    }
  }
  return leaders;
}

function cleanUpNow(): void {
  let leaders: number[] = [];
  try {
    leaders = childGroupLeaders();
  } catch {
    // No /proc: the groups we know of are all we can stop.
  }
  for (const group of new Set([...runningGroups, ...leaders])) signalGroup(group, 'SIGKILL');
  runningGroups.clear();
  // A browser killed a moment ago may still be leaving files behind: retry a few times.
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  temporaryFolders.clear();
}

/**
 * Cleans up, then dies by the signal's default action. Not `process.exit`: vitest replaces it in a worker
 * running tests, where it throws instead of exiting.
 */
function dieBy(signal: NodeJS.Signals): void {
  cleanUpNow();
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
}

process.on('exit', cleanUpNow);
// Vitest stops a worker with SIGTERM and Ctrl+C sends SIGINT; by default Node then dies without its
// `exit` event.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => dieBy(signal));
// A runner killed on its own leaves its workers behind, and the reference server with it gone.
process.once('disconnect', () => dieBy('SIGTERM'));

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

/** The last `limit` characters a child wrote to stdout and stderr (spawned with both piped). */
export function outputTail(child: ChildProcess, limit = 4_000): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-limit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
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

/** A fresh, empty folder (a browser's profile, files to upload); `remove` deletes it. */
export function temporaryFolder(label: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `agent-chat-${label}-`));
  temporaryFolders.add(path);
  return {
    path,
    remove: () => {
      rmSync(path, { recursive: true, force: true });
      temporaryFolders.delete(path);
    },
  };
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
