import { type ReactNode, useEffect, useRef } from 'react';
import type { Skill } from '../../model/message';
import { formatToolLogValue, toolExecutionMessage, toolTitle } from '../../model/tool-cards';
import { closeToolLogAtom, openToolLogSkillAtom } from '../../state/actions/tool-log';
import { toolLogAtom } from '../../state/chat-store';
import { useFocusInput } from '../focus/use-focus-hand-off';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { useTexts } from '../hooks/use-texts';
import { ToolAvatar, toolStatusText } from '../message/tool-card-parts';
import { CloseIcon } from '../primitives/icons';

/** Screens doc section 2, item 8: the log viewer, shown when a tool log is opened. */
export function ToolLogDialog() {
  const target = useAtomValue(toolLogAtom);
  const skill = useAtomValue(openToolLogSkillAtom);
  const close = useSetAtom(closeToolLogAtom);
  // Its message left the list (another conversation): forget it, or it would reopen on return.
  useEffect(() => {
    if (target && !skill) close();
  }, [target, skill, close]);
  if (!skill) return null;
  return <ToolLog skill={skill} onClose={close} />;
}

function ToolLog({ skill, onClose }: { skill: Skill; onClose(): void }) {
  const texts = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  // A modal <dialog>: focus moves in (to 关闭, its first control) and goes back to whatever opened
  // it (the card or 查看日志), or to the input when that left with its message.
  useModalDialog(dialog, useFocusInput());
  const failure = toolExecutionMessage(skill);
  const steps = skill.flowMsg.filter((item) => item.message.trim() !== '');
  const output = formatToolLogValue(skill.output);
  const raw = formatToolLogValue(skill.raw);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="tool-log-title"
      className="m-auto w-[calc(100%-32px)] max-w-[640px] max-h-[calc(100%-32px)] p-0 flex-col rounded-xl bg-white text-gray-900 shadow-xl backdrop:bg-black/30 open:flex"
      part="tool-log dialog"
      data-status={skill.status}
      // Escape closes a modal dialog natively; the store follows.
      onClose={onClose}
    >
      <div className="flex items-center gap-2 px-5 py-4 border-b border-gray-100">
        <ToolAvatar skill={skill} />
        <h2 id="tool-log-title" className="min-w-0 truncate text-sm font-semibold text-gray-900">
          {texts.toolLogTitle} · <span part="tool-log-title">{toolTitle(skill)}</span>
        </h2>
        <span
          className={`shrink-0 rounded-full px-2 text-[11px] leading-5 ${
            skill.status === 'FAILED' ? 'bg-red-50 text-red-600' : 'bg-green-50 text-green-700'
          }`}
          part="tool-log-status"
        >
          {toolStatusText(skill.status, texts)}
        </span>
        <button
          type="button"
          className="ml-auto shrink-0 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700"
          aria-label={texts.close}
          part="tool-log-close dialog-close"
          onClick={onClose}
        >
          <CloseIcon className="w-4 h-4" />
        </button>
      </div>
      <div className="min-h-0 overflow-y-auto px-5 py-4 flex flex-col gap-4 text-xs">
        {failure ? (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-red-600" part="tool-log-failure">
            {failure}
          </p>
        ) : null}
        {steps.length > 0 ? (
          <LogSection title={texts.toolLogSteps}>
            <ol className="flex flex-col gap-1 list-decimal pl-5 text-gray-600" part="tool-log-steps">
              {steps.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: flow messages only grow at the end.
                <li key={index}>{item.message}</li>
              ))}
            </ol>
          </LogSection>
        ) : null}
        <LogSection title={texts.toolLogOutput}>
          <LogText text={output} part="tool-log-output" />
        </LogSection>
        {raw ? (
          <LogSection title={texts.toolLogRaw}>
            <LogText text={raw} part="tool-log-raw" />
          </LogSection>
        ) : null}
      </div>
    </dialog>
  );
}

function LogSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 font-medium text-gray-700">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Text only (never markup), kept on its lines and scrolled sideways when wide. A Tab stop of its
 * own (not every engine makes scrolling boxes focusable), so keyboard users can scroll it too.
 */
function LogText({ text, part }: { text: string; part: string }) {
  const texts = useTexts();
  if (!text) return <p className="text-gray-400">{texts.toolLogEmpty}</p>;
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is scrolled from the keyboard.
      tabIndex={0}
      className="max-h-[320px] overflow-auto whitespace-pre rounded-lg bg-gray-50 border border-gray-100 p-3 font-mono text-[12px] leading-5 text-gray-700"
      part={part}
    >
      {text}
    </pre>
  );
}
