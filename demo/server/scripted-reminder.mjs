import { chatRecord, done, textSteps } from './scripted-steps.mjs';

/** A visitor's message containing one of these asks for a scheduled task. */
const REMINDER_TRIGGER = /提醒我|定时/;
const TITLE_MAX_CHARACTERS = 20;
const DEFAULT_TIME = '09:00';
const NOON = 12;
const WEEKDAY_NAMES = '一二三四五六日';

/**
 * A chat that asks for a reminder (`每天 8:30 提醒我喝水`, `定时发送日报`): the answer carries a
 * TASK event with status STARTED, and stream-chat.mjs creates the task in this conversation
 * (`createChatTask`) before streaming, so the event can name the new task's id.
 * Undefined for any other message.
 */
export function reminderScript(question, ids) {
  if (!REMINDER_TRIGGER.test(question)) return undefined;
  const title = reminderTitle(question);
  // Filled in with the new task's id by createChatTask, before the first step is sent.
  const task = { id: '', title, status: 'STARTED', timestamp: Date.now() };
  return {
    steps: [
      chatRecord(ids),
      { event: { type: 'TASK', task } },
      ...textSteps(`好的，已为你创建定时任务「${title}」，到时会把执行结果推送到这个会话。`),
      done(),
    ],
    createTask: { question, task },
  };
}

/** Creates the task a reminder chat asked for and names it in the script's TASK event. */
export function createChatTask(context, conversation, { question, task }) {
  const { tasks, runner, clock } = context.taskService;
  const now = new Date(clock.now());
  const slot = tasks.add({
    workspaceId: context.workspaceId,
    agentId: context.agentId,
    conversationId: conversation.conversation_id,
    title: task.title,
    content: question.trim(),
    schedule: scheduleFromText(question, now),
    createTime: now.toISOString(),
  });
  runner.changed(slot);
  task.id = slot.task.task_id;
  task.timestamp = now.getTime();
}

/** What to be reminded of: the words after 提醒我 / 定时, else 定时提醒. */
function reminderTitle(question) {
  const match = /(?:提醒我|定时)\s*([^，。！？,.!?]+)/.exec(question);
  const words = match?.[1]?.trim() ?? '';
  return words ? [...words].slice(0, TITLE_MAX_CHARACTERS).join('') : '定时提醒';
}

/**
 * A schedule from plain words: 每周X (weekly), 每月N号 (monthly), 每天/每日 (daily), else once —
 * today if the time is still ahead (明天: tomorrow). `8:30`, `8点`, `8点半`, 下午/晚上 for the time.
 */
export function scheduleFromText(text, now) {
  const time = timeFromText(text);
  const weekly = /每(?:周|星期)([一二三四五六日天])?/.exec(text);
  if (weekly) {
    const weekday = weekly[1] ? WEEKDAY_NAMES.indexOf(weekly[1] === '天' ? '日' : weekly[1]) + 1 : 1;
    return { type: 'weekly', weekdays: [weekday], time };
  }
  const monthly = /每月(\d{1,2})?/.exec(text);
  if (monthly) return { type: 'monthly', day: Math.min(31, Math.max(1, Number(monthly[1] ?? 1))), time };
  if (/每天|每日|每晚|每早/.test(text)) return { type: 'daily', time };
  const [hours, minutes] = time.split(':').map(Number);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes);
  const tomorrow = /明天/.test(text) || today <= now;
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (tomorrow ? 1 : 0));
  const pad = (value) => String(value).padStart(2, '0');
  const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  return { type: 'once', date, time };
}

function timeFromText(text) {
  const match = /(\d{1,2})\s*(?:[:：]\s*(\d{2})|点\s*(半|\d{1,2})?)/.exec(text);
  if (!match) return DEFAULT_TIME;
  let hours = Number(match[1]);
  const minutes = match[2] ? Number(match[2]) : match[3] === '半' ? 30 : Number(match[3] ?? 0);
  if (/下午|晚上|傍晚/.test(text) && hours < NOON) hours += NOON;
  if (hours > 23 || minutes > 59) return DEFAULT_TIME;
  const pad = (value) => String(value).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}`;
}
