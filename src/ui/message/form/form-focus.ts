import type { FormField } from '../../../model/form-fields';
import type { FormProblems } from '../../../model/form-submit';

/** What takes focus inside a field: its control (a file field's hidden input is skipped). */
const FIELD_CONTROL = 'input:not([tabindex="-1"]), textarea, select, button';

/**
 * Decision 030: after a refused submit the first invalid field (in the form's order) takes focus,
 * so its error, tied by aria-describedby, is read at once. Returns whether one did.
 */
export function focusFirstInvalidField(
  form: HTMLFormElement | null,
  fields: readonly FormField[],
  problems: FormProblems,
): boolean {
  const invalid = new Set([...problems.missing, ...problems.invalidJson]);
  const first = fields.find((field) => !field.hidden && invalid.has(field.variableName));
  if (!form || !first) return false;
  const control = [...form.querySelectorAll<HTMLElement>('[part~="form-field"]')]
    .find((element) => element.dataset.name === first.variableName)
    ?.querySelector<HTMLElement>(FIELD_CONTROL);
  control?.focus();
  return control !== undefined && control !== null;
}
