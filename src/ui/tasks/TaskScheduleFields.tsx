import { scheduleWords, texts } from '../../i18n/texts';
import type { TaskDraft, TaskDraftProblems } from '../../model/task-form';
import { FIRST_WEEKDAY, LAST_MONTH_DAY, SCHEDULE_TYPES, type ScheduleType } from '../../model/task-schedule';
import { FieldError, problemAttributes, TaskField } from './TaskField';
import { inputClass } from './task-styles';

const TYPE_TEXT: Record<ScheduleType, string> = {
  once: texts.taskScheduleOnce,
  daily: texts.taskScheduleDaily,
  weekly: texts.taskScheduleWeekly,
  monthly: texts.taskScheduleMonthly,
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

/** once / daily / weekly / monthly, and the date, weekdays or day of month the kind needs, then the time. */
export function TaskScheduleFields({ draft, errors, onChange }: ScheduleFieldsProps) {
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
              {TYPE_TEXT[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.type === 'once' ? (
        <TaskField id="task-form-date" label={texts.taskFieldDate} error={errors.date}>
          <input
            id="task-form-date"
            name="date"
            type="date"
            className={inputClass(Boolean(errors.date))}
            value={draft.date}
            onInput={(event) => onChange({ date: event.currentTarget.value })}
            {...problemAttributes('task-form-date', errors.date)}
          />
        </TaskField>
      ) : null}
      {draft.type === 'weekly' ? (
        <fieldset
          className="flex flex-col gap-1"
          {...problemAttributes('task-form-weekdays', errors.weekdays)}
        >
          <legend className="mb-1 text-xs font-medium text-gray-600">{texts.taskFieldWeekdays}</legend>
          <div className="flex flex-wrap gap-1.5" part="task-weekdays">
            {scheduleWords.weekdayNames.map((name, index) => {
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
                    aria-label={`${scheduleWords.weekly}${name}`}
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
        <TaskField id="task-form-day" label={texts.taskFieldDay} error={errors.day}>
          <input
            id="task-form-day"
            name="day"
            type="number"
            inputMode="numeric"
            min={1}
            max={LAST_MONTH_DAY}
            className={inputClass(Boolean(errors.day))}
            value={draft.day}
            onInput={(event) => onChange({ day: event.currentTarget.value })}
            {...problemAttributes('task-form-day', errors.day)}
          />
        </TaskField>
      ) : null}
      <TaskField id="task-form-time" label={texts.taskFieldTime} error={errors.time}>
        <input
          id="task-form-time"
          name="time"
          type="time"
          className={inputClass(Boolean(errors.time))}
          value={draft.time}
          onInput={(event) => onChange({ time: event.currentTarget.value })}
          {...problemAttributes('task-form-time', errors.time)}
        />
      </TaskField>
    </>
  );
}
