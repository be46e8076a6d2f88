import { nextRunTimes, scheduleProblem } from './task-schedule.mjs';

/** Task form limits of the reference server (the documents set none). */
export const TITLE_MAX_LENGTH = 50;
export const CONTENT_MAX_LENGTH = 2000;

/**
 * The problem with a task's fields for the error envelope, or undefined. `partial` (update):
 * absent fields are kept, present ones must still be valid.
 */
export function taskProblem(fields, { partial = false, now = new Date() } = {}) {
  const { title, content, schedule } = fields;
  if (!partial || title !== undefined) {
    if (typeof title !== 'string' || !title.trim()) return '任务名称不能为空';
    if ([...title.trim()].length > TITLE_MAX_LENGTH) return `任务名称不能超过 ${TITLE_MAX_LENGTH} 个字`;
  }
  if (!partial || content !== undefined) {
    if (typeof content !== 'string' || !content.trim()) return '任务内容不能为空';
    if ([...content.trim()].length > CONTENT_MAX_LENGTH) return `任务内容不能超过 ${CONTENT_MAX_LENGTH} 个字`;
  }
  if (!partial || schedule !== undefined) {
    const problem = scheduleProblem(schedule);
    if (problem) return problem;
    // A one-off run that is already over would never happen.
    if (nextRunTimes(schedule, now, 1).length === 0) return '执行时间已过，请选择将来的时间';
  }
  return undefined;
}

/** The wire shape of a task as one conversation sees it (wire-format.md "Tasks"). */
export function taskView(slot, runner) {
  const { task, state } = slot;
  return {
    task_id: task.task_id,
    title: task.title,
    content: task.content,
    is_preset: slot.isPreset,
    enable: state.enable,
    schedule: slot.schedule,
    next_run_time: runner.nextRunTime(slot),
    last_run: state.last_run,
    agent_id: slot.agentId,
    conversation_id: slot.conversationId,
  };
}
