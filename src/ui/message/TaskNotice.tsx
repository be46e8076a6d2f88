import type { TaskInfo } from '../../model/message';
import { formatMessageTime } from '../../model/message-time';
import { useLanguage } from '../hooks/use-texts';

/**
 * Screens doc section 4: a message whose task is STARTED renders as this notice instead,
 * 开始执行任务 … 稍后为你推送执行结果, where … is the task's title; then when it started
 * (the TASK event's timestamp, or a history record's irl_time; decision 056).
 */
export function TaskNotice({ task }: { task: TaskInfo }) {
  const { texts, formats } = useLanguage();
  return (
    <div className="flex justify-center" part="task-notice" data-task-id={task.id}>
      <div className="max-w-[560px] rounded-2xl bg-gray-100 px-4 py-1.5 text-xs text-gray-600">
        {texts.taskStarted}{' '}
        {task.title ? <span className="font-medium text-gray-800">{task.title}</span> : '…'}{' '}
        {texts.taskStartedTail}
        {task.timestamp ? (
          <time className="ml-2" part="task-notice-time" dateTime={new Date(task.timestamp).toISOString()}>
            {formatMessageTime(task.timestamp, Date.now(), texts, formats)}
          </time>
        ) : null}
      </div>
    </div>
  );
}
