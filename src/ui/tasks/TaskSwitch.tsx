import { format } from '../../i18n/texts';
import { useTexts } from '../hooks/use-texts';
import { FOCUS_RING } from './task-styles';

interface TaskSwitchProps {
  title: string;
  enabled: boolean;
  busy: boolean;
  onChange(enabled: boolean): void;
}

/** A task's on/off switch (part `task-enable`): a button with role="switch", named for its task. */
export function TaskSwitch({ title, enabled, busy, onChange }: TaskSwitchProps) {
  const texts = useTexts();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      aria-label={format(texts.enableTask, title)}
      aria-busy={busy || undefined}
      part="task-enable"
      className={`shrink-0 inline-flex items-center justify-center h-6 w-11 touch:h-11 touch:w-12 rounded-full ${FOCUS_RING}`}
      onClick={() => {
        if (!busy) onChange(!enabled);
      }}
    >
      <span
        aria-hidden="true"
        className={`relative block h-5 w-9 rounded-full transition-colors motion-reduce:transition-none ${
          enabled ? 'bg-brand-500' : 'bg-field'
        }`}
      >
        {/* The knob is a border too, transparent: forced colours drop backgrounds but draw borders. */}
        <span
          className={`absolute top-0.5 h-4 w-4 rounded-full border-8 border-transparent bg-white shadow transition-all motion-reduce:transition-none ${
            enabled ? 'left-[18px]' : 'left-0.5'
          }`}
        />
      </span>
    </button>
  );
}
