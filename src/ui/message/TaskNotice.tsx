import type { TaskInfo } from '../../model/message';
import { useTexts } from '../hooks/use-texts';

/**
 * Screens doc section 4: a message whose task is STARTED renders as this notice instead,
 * 开始执行任务 … 稍后为你推送执行结果, where … is the task's title.
 */
export function TaskNotice({ task }: { task: TaskInfo }) {
  const texts = useTexts();
  return (
    <div className="flex justify-center" part="task-notice" data-task-id={task.id}>
      <div className="max-w-[560px] rounded-full bg-gray-100 px-4 py-1.5 text-xs text-gray-600">
        {texts.taskStarted}{' '}
        {task.title ? <span className="font-medium text-gray-800">{task.title}</span> : '…'}{' '}
        {texts.taskStartedTail}
      </div>
    </div>
  );
}
