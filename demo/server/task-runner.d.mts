/** Types for importing the task runner (task-runner.mjs) from TypeScript tests; shapes kept loose. */
export const EXECUTE_DELIVERY_MS: number;

/** A task as one conversation sees it (tasks-store.mjs). */
export interface TaskSlot {
  task: { task_id: string; title: string; content: string };
  state: { enable: boolean; runs: unknown[]; last_run: unknown; since?: number; time?: string };
  workspaceId: string;
  agentId: string;
  conversationId: string | null;
  isPreset: boolean;
  schedule: unknown;
}

export interface TaskRunner {
  run(slot: TaskSlot, runTime?: number, deliverAfterMs?: number): { id: string; status: string };
  check(): void;
  history: Array<Record<string, unknown>>;
  changed(slot: TaskSlot): void;
  nextRunTime(slot: TaskSlot): string | null;
  reset(): void;
  stop(): void;
}

export function createTaskRunner(parts: {
  store: {
    nextId(prefix: string): string;
    findConversation(workspaceId: string, agentId: string, conversationId: string | null): unknown;
  };
  hub: { notify(workspaceId: string, agentId: string, conversationId: string): void };
  tasks: { enabledSlots(): TaskSlot[] };
  clock: { now(): number; isFrozen(): boolean };
}): TaskRunner;
