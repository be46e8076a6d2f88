import { useTexts } from '../hooks/use-texts';

interface ErrorBoxProps {
  text: string;
  /** When the answer's task failed: 详情 opens the task (screens doc section 4). */
  onTaskDetail?: (() => void) | undefined;
}

export function ErrorBox({ text, onTaskDetail }: ErrorBoxProps) {
  const texts = useTexts();
  return (
    <div
      className="mt-2 rounded-lg border border-red-200 bg-red-50 text-red-600 text-sm px-3 py-2"
      // Not an alert: the chat's status region announces the failure once (decision 030).
      part="answer-error error-box"
    >
      {text}
      {onTaskDetail ? (
        <button
          type="button"
          className="ml-2 font-medium text-red-700 underline underline-offset-2 hover:text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-300 rounded"
          part="task-detail"
          onClick={onTaskDetail}
        >
          {texts.taskDetail}
        </button>
      ) : null}
    </div>
  );
}
