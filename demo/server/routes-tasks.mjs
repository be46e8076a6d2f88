import { fail, ok } from './http-helpers.mjs';
import { conversationIdOf, requireConversation } from './route-context.mjs';
import { changeTaskTime, enableTask, executeTask, logPage } from './routes-task-actions.mjs';
import { taskProblem } from './task-input.mjs';
import { nowOf, requireTask, service, view } from './task-route-context.mjs';
import { nextRunTimes, normalizeSchedule, scheduleProblem } from './task-schedule.mjs';

/** How many upcoming runs next_run_time lists by default, and at most (`count`). */
const NEXT_RUN_COUNT = 5;
const NEXT_RUN_COUNT_MAX = 20;
/** task/show/detail's `runs`: the latest executions, newest first. */
const SHOWN_RUNS = 10;

/** Scheduled tasks (data doc section 7 "Tasks", wire-format.md "Tasks"). */
export const TASK_ROUTES = [
  ['GET', /^task_list\/list$/, listTasks],
  ['GET', /^task_list\/conversation\/task_count$/, countTasks],
  ['GET', /^task_list\/detail$/, (context) => showTask(context, false)],
  ['GET', /^task_list\/task\/show\/detail$/, (context) => showTask(context, true)],
  ['POST', /^task_list\/add$/, addTask],
  ['PUT', /^task_list\/update$/, updateTask],
  ['DELETE', /^task_list\/delete$/, deleteTask],
  ['PUT', /^task_list\/enable$/, enableTask],
  ['POST', /^task_list\/execute\/task$/, executeTask],
  ['GET', /^task_list\/next_run_time$/, nextRuns],
  ['POST', /^task_list\/log\/page$/, logPage],
  ['PUT', /^chat\/conversation\/change_task_time$/, changeTaskTime],
];

/** Without a conversation (none created yet) only the presets, as a new conversation would see them. */
function listTasks(context) {
  const conversationId = conversationIdOf(context);
  if (conversationId && !requireConversation(context)) return;
  const slots = service(context).tasks.list(context.workspaceId, context.agentId, conversationId);
  ok(
    context.response,
    slots.map((slot) => view(context, slot)),
  );
}

/** The visitor's tasks of the conversation (presets not counted: rule.preset_tasks_enabled shows those). */
function countTasks(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  const { tasks } = service(context);
  ok(context.response, {
    count: tasks.userList(context.workspaceId, context.agentId, conversation.conversation_id).length,
  });
}

function showTask(context, withRuns) {
  const slot = requireTask(context);
  if (!slot) return;
  ok(
    context.response,
    withRuns ? { ...view(context, slot), runs: slot.state.runs.slice(0, SHOWN_RUNS) } : view(context, slot),
  );
}

function addTask(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  const { title, content, schedule } = context.body;
  const problem = taskProblem({ title, content, schedule }, { now: nowOf(context) });
  if (problem) return fail(context.response, 400, problem);
  const { tasks, runner, clock } = service(context);
  const slot = tasks.add({
    workspaceId: context.workspaceId,
    agentId: context.agentId,
    conversationId: conversation.conversation_id,
    title: title.trim(),
    content: content.trim(),
    schedule,
    createTime: new Date(clock.now()).toISOString(),
  });
  runner.changed(slot);
  ok(context.response, { task_id: slot.task.task_id });
}

function updateTask(context) {
  const slot = requireTask(context);
  if (!slot) return;
  if (slot.isPreset) return fail(context.response, 400, '预置任务不能修改');
  const { title, content, schedule } = context.body;
  const problem = taskProblem({ title, content, schedule }, { partial: true, now: nowOf(context) });
  if (problem) return fail(context.response, 400, problem);
  if (title !== undefined) slot.task.title = title.trim();
  if (content !== undefined) slot.task.content = content.trim();
  if (schedule !== undefined) slot.task.schedule = normalizeSchedule(schedule);
  const updated = service(context).tasks.slot(context.workspaceId, context.agentId, slot.task.task_id);
  service(context).runner.changed(updated);
  ok(context.response, view(context, updated));
}

function deleteTask(context) {
  const slot = requireTask(context);
  if (!slot) return;
  if (slot.isPreset) return fail(context.response, 400, '预置任务不能删除');
  service(context).tasks.delete(slot.task.task_id);
  ok(context.response, null);
}

function nextRuns(context) {
  const text = context.url.searchParams.get('schedule');
  if (!text) return fail(context.response, 400, '缺少 schedule');
  let schedule;
  try {
    schedule = JSON.parse(text);
  } catch {
    return fail(context.response, 400, 'schedule 不是合法的 JSON');
  }
  const problem = scheduleProblem(schedule);
  if (problem) return fail(context.response, 400, problem);
  const asked = Number(context.url.searchParams.get('count'));
  const count = Number.isInteger(asked) && asked > 0 ? Math.min(asked, NEXT_RUN_COUNT_MAX) : NEXT_RUN_COUNT;
  const times = nextRunTimes(schedule, nowOf(context), count).map((time) => time.toISOString());
  ok(context.response, { next_run_times: times });
}
