import { useEffect, useState } from 'react';
import { DATE_FORMAT_HINT, normaliseDate } from '../../../model/form-dates';
import { textOf } from '../../../model/form-values';
import type { ControlProps } from './FormFieldList';
import { controlClass } from './form-styles';

/**
 * Month and date use the browser's pickers; a year is typed. A value that does not fit the date
 * type is cleared (screens doc section 5).
 */
export function DateControl({ id, field, value, invalid, describedBy, disabled, onChange }: ControlProps) {
  const committed = textOf(value);
  const [draft, setDraft] = useState(committed);
  // A value set from outside (submitted data) shows; an emptied value must not wipe half-typed text.
  useEffect(() => {
    if (committed) setDraft(committed);
  }, [committed]);
  // The value follows every keystroke (null until it fits); the shown text is cleared on leaving.
  const update = (text: string) => {
    setDraft(text);
    onChange(normaliseDate(text, field.dateType));
  };
  return (
    <input
      id={id}
      type={field.dateType === 'year' ? 'text' : field.dateType}
      inputMode={field.dateType === 'year' ? 'numeric' : undefined}
      maxLength={field.dateType === 'year' ? 4 : undefined}
      className={controlClass(invalid)}
      value={draft}
      placeholder={DATE_FORMAT_HINT[field.dateType]}
      title={field.placeholder}
      required={field.required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      disabled={disabled}
      data-date-type={field.dateType}
      onInput={(event) => update((event.target as HTMLInputElement).value)}
      onBlur={() => {
        if (normaliseDate(draft, field.dateType) === null) setDraft('');
      }}
    />
  );
}
