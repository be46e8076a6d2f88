import type { ReactNode } from 'react';

interface TaskFieldProps {
  /** The control's id; the label, hint and error hang off it. */
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** One form row: label, control, and the problem tied to the control by aria-describedby. */
export function TaskField({ id, label, error, children }: TaskFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-600">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-xs text-red-600" part="task-field-error">
      {error}
    </p>
  ) : null;
}

/** The accessibility attributes of a control whose field may have a problem. */
export function problemAttributes(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
