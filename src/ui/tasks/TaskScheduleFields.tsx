import { format, type TextKey } from '../../i18n/texts';
import type { TaskDraft, TaskDraftProblems } from '../../model/task-form';
import {
  FIRST_WEEKDAY,
  LAST_MONTH_DAY,
  SCHEDULE_TYPES,
  type ScheduleType,
  weekdayNames,
} from '../../model/task-schedule';
import { useTexts } from '../hooks/use-texts';
import { FieldError, problemAttributes, TaskField } from './TaskField';
import { inputClass } from './task-styles';

const TYPE_TEXT: Record<ScheduleType, TextKey> = {
  once: 'taskScheduleOnce',
  daily: 'taskScheduleDaily',
  weekly: 'taskScheduleWeekly',
  monthly: 'taskScheduleMonthly',
};

interface ScheduleFieldsProps {
  draft: TaskDraft;
  /** Problem texts by field (shown only after a first save attempt). */
  errors: Partial<Record<keyof TaskDraftProblems, string>>;
  onChange(patch: Partial<TaskDraft>): void;
}

const CHIP =
  'relative inline-flex items-center justify-center h-8 min-w-[40px] touch:h-11 touch:min-w-[44px] rounded-lg border px-2 text-sm cursor-pointer select-none focus-within:ring-2 focus-within:ring-brand-500';
const chipState = (checked: boolean) =>
  checked
    ? 'border-brand-500 bg-brand-50 text-brand-700'
    : 'border-gray-200 bg-white text-gray-700 hover:bg-gray-50';

interface ScheduleInputProps extends ScheduleFieldsProps {
  name: 'date' | 'day' | 'time';
  label: string;
  type: 'date' | 'number' | 'time';
  inputMode?: 'numeric';
  min?: number;
  max?: number;
}

/** The date, day of month or time: a labelled input with its problem text. */
function ScheduleInput({ name, label, draft, errors, onChange, ...input }: ScheduleInputProps) {
  const id = `task-form-${name}`;
  const error = errors[name];
  return (
    <TaskField id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        className={inputClass(Boolean(error))}
        value={draft[name]}
        onInput={(event) => onChange({ [name]: event.currentTarget.value })}
        {...input}
        {...problemAttributes(id, error)}
      />
    </TaskField>
  );
}

/** once / daily / weekly / monthly, and the date, weekdays or day of month the kind needs, then the time. */
export function TaskScheduleFields(fields: ScheduleFieldsProps) {
  const texts = useTexts();
  const { draft, errors, onChange } = fields;
  return (
    <>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-medium text-gray-600">{texts.taskFieldSchedule}</legend>
        <div className="flex flex-wrap gap-1.5" part="task-schedule-type">
          {SCHEDULE_TYPES.map((type) => (
            <label key={type} className={`${CHIP} ${chipState(draft.type === type)}`}>
              <input
                type="radio"
                name="task-schedule-type"
                value={type}
                className="absolute opacity-0 w-px h-px"
                checked={draft.type === type}
                onChange={() => onChange({ type })}
              />
              {texts[TYPE_TEXT[type]]}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.type === 'once' ? (
        <ScheduleInput name="date" type="date" label={texts.taskFieldDate} {...fields} />
      ) : null}
      {draft.type === 'weekly' ? (
        <fieldset
          className="flex flex-col gap-1"
          {...problemAttributes('task-form-weekdays', errors.weekdays)}
        >
          <legend className="mb-1 text-xs font-medium text-gray-600">{texts.taskFieldWeekdays}</legend>
          <div className="flex flex-wrap gap-1.5" part="task-weekdays">
            {weekdayNames(texts).map((name, index) => {
              const day = FIRST_WEEKDAY + index;
              const checked = draft.weekdays.includes(day);
              return (
                <label key={day} className={`${CHIP} ${chipState(checked)}`}>
                  <input
                    type="checkbox"
                    name="weekdays"
                    value={day}
                    className="absolute opacity-0 w-px h-px"
                    checked={checked}
                    aria-label={format(texts.scheduleWeekly, name)}
                    {...problemAttributes('task-form-weekdays', errors.weekdays)}
                    onChange={() =>
                      onChange({
                        weekdays: checked
                          ? draft.weekdays.filter((item) => item !== day)
                          : [...draft.weekdays, day],
                      })
                    }
                  />
                  {name}
                </label>
              );
            })}
          </div>
          <FieldError id="task-form-weekdays-error" error={errors.weekdays} />
        </fieldset>
      ) : null}
      {draft.type === 'monthly' ? (
        <ScheduleInput
          name="day"
          type="number"
          label={texts.taskFieldDay}
          {...fields}
          inputMode="numeric"
          min={1}
          max={LAST_MONTH_DAY}
        />
      ) : null}
      <ScheduleInput name="time" type="time" label={texts.taskFieldTime} {...fields} />
    </>
  );
}
