import { fail, ok, page } from './http-helpers.mjs';
import { requireConversation } from './route-context.mjs';
import { requirePresetConversation, requireTask, service, view } from './task-route-context.mjs';
import { EXECUTE_DELIVERY_MS } from './task-runner.mjs';
import { timeProblem } from './task-schedule.mjs';

/** Task calls about one conversation's use of a task: enable, run now, its run log, its time. */
export function enableTask(context) {
  const { enable } = context.body;
  if (!requireConversation(context)) return;
  const slot = requireTask(context);
  if (!slot) return;
  if (typeof enable !== 'boolean') return fail(context.response, 400, 'enable 应为 true 或 false');
  slot.state.enable = enable;
  if (enable) service(context).runner.changed(slot);
  ok(context.response, view(context, slot));
}

/** Answers at once; the run's pushed record follows EXECUTE_DELIVERY_MS later. */
export function executeTask(context) {
  const slot = requireTask(context, context.body.task_list_id);
  if (!slot || !requirePresetConversation(context, slot)) return;
  if (!requireConversation(context, slot.conversationId)) return;
  const entry = service(context).runner.run(slot, service(context).clock.now(), EXECUTE_DELIVERY_MS);
  ok(context.response, { task_id: slot.task.task_id, run_id: entry.id, status: entry.status });
}

export function logPage(context) {
  const slot = requireTask(context);
  if (!slot || !requirePresetConversation(context, slot)) return;
  const { page_no: pageNumber, page_size: pageSize } = context.body;
  ok(context.response, page(slot.state.runs, pageNumber, pageSize));
}

/** Moves the run time; a preset's only for this conversation. */
export function changeTaskTime(context) {
  if (!requireConversation(context)) return;
  const slot = requireTask(context);
  if (!slot) return;
  const problem = timeProblem(context.body.time);
  if (problem) return fail(context.response, 400, problem);
  if (slot.isPreset) slot.state.time = context.body.time;
  else slot.task.schedule = { ...slot.task.schedule, time: context.body.time };
  const moved = service(context).tasks.slot(
    context.workspaceId,
    context.agentId,
    slot.task.task_id,
    slot.conversationId,
  );
  service(context).runner.changed(moved);
  ok(context.response, view(context, moved));
}
