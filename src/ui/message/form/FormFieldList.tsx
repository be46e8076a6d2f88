import { useId } from 'react';
import type { FormField } from '../../../model/form-fields';
import type { FormProblems } from '../../../model/form-submit';
import { type FormValue, type FormValues, textOf, visibleOptions } from '../../../model/form-values';
import { useTexts } from '../../hooks/use-texts';
import { MultiSelectControl, SelectControl } from './ChoiceControls';
import { DateControl } from './DateControl';
import { FileControl } from './FileControl';
import { controlClass } from './form-styles';

export type FieldChange = (
  name: string,
  next: FormValue | ((previous: FormValue | undefined) => FormValue),
) => void;

interface FormFieldListProps {
  fields: FormField[];
  values: FormValues;
  problems: FormProblems;
  disabled: boolean;
  onChange: FieldChange;
  /** The form's error line: a missing required field points at it (aria-describedby). */
  errorSummaryId?: string;
}

/** The visible fields, each with its label; hidden fields are submitted but never shown. */
export function FormFieldList({
  fields,
  values,
  problems,
  disabled,
  onChange,
  errorSummaryId,
}: FormFieldListProps) {
  const texts = useTexts();
  const formId = useId();
  return (
    <div className="flex flex-col gap-3.5">
      {fields
        .filter((field) => !field.hidden)
        .map((field) => {
          const id = `${formId}-${field.variableName}`;
          const missing = problems.missing.includes(field.variableName);
          const badJson = problems.invalidJson.includes(field.variableName);
          // Decision 030: each error is tied to its field (its own message, else the form's line).
          const describedBy = badJson ? `${id}-error` : missing ? errorSummaryId : undefined;
          return (
            <div
              key={field.variableName}
              className="flex flex-col gap-1.5"
              part="form-field"
              data-type={field.type}
              data-name={field.variableName}
            >
              <div className="flex text-xs font-medium text-gray-600">
                {/* The star sits outside the label: the accessible name is the label, required is an attribute. */}
                {field.required ? (
                  <span className="text-red-500 mr-0.5" aria-hidden="true">
                    *
                  </span>
                ) : null}
                <label id={`${id}-label`} htmlFor={id}>
                  {field.label}
                </label>
              </div>
              <FieldControl
                id={id}
                field={field}
                value={values[field.variableName]}
                options={visibleOptions(field, values)}
                invalid={missing || badJson}
                describedBy={describedBy}
                disabled={disabled}
                onChange={(next) => onChange(field.variableName, next)}
              />
              {badJson ? (
                <span id={`${id}-error`} className="text-xs text-red-500" part="form-field-error">
                  {texts.formInvalidJson}
                </span>
              ) : null}
            </div>
          );
        })}
    </div>
  );
}

export interface ControlProps {
  id: string;
  field: FormField;
  value: FormValue | undefined;
  options: FormField['options'];
  invalid: boolean;
  /** Ids of the texts explaining the field's error, if any. */
  describedBy: string | undefined;
  disabled: boolean;
  onChange(next: FormValue | ((previous: FormValue | undefined) => FormValue)): void;
}

/** Screens doc section 9: a textarea grows from 1 to 6 rows with its text. */
const TEXTAREA_MAX_ROWS = 6;

function FieldControl(props: ControlProps) {
  const { id, field, value, invalid, describedBy, disabled, onChange } = props;
  switch (field.type) {
    case 'select':
      return <SelectControl {...props} />;
    case 'multiSelect':
      return <MultiSelectControl {...props} />;
    case 'date':
      return <DateControl {...props} />;
    case 'file':
    case 'fileList':
      return <FileControl {...props} />;
    case 'input':
      return (
        <input
          id={id}
          className={controlClass(invalid)}
          value={textOf(value)}
          placeholder={field.placeholder}
          required={field.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          onInput={(event) => onChange((event.target as HTMLInputElement).value)}
        />
      );
    default: {
      const text = textOf(value);
      const rows = Math.min(TEXTAREA_MAX_ROWS, Math.max(1, text.split('\n').length));
      return (
        <textarea
          id={id}
          className={`${controlClass(invalid)} resize-none leading-5 ${field.type === 'json' ? 'font-mono text-xs' : ''}`}
          rows={rows}
          value={text}
          placeholder={field.placeholder}
          required={field.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          spellCheck={field.type !== 'json'}
          onInput={(event) => onChange((event.target as HTMLTextAreaElement).value)}
        />
      );
    }
  }
}
