import { useMemo, useState } from 'react';
import type { FormField } from '../../../model/form-fields';
import { initialFormValues } from '../../../model/form-values';
import type { SkillForm } from '../../../model/message';
import { useTexts } from '../../hooks/use-texts';
import { CheckIcon, ChevronIcon } from '../../primitives/icons';
import { FormFieldList } from './FormFieldList';

/** Screens doc section 9: message forms are 300 to 500 px wide (never wider than the message). */
export const FORM_WIDTH_CLASS = 'w-full max-w-[500px] min-w-[min(300px,100%)]';

/**
 * The 表单已提交 bar, expanding to the submitted values, read-only. `focus`: the visitor has just
 * submitted, so the bar takes focus once (decision 030), never again on a later render.
 */
export function SubmittedForm({
  form,
  fields,
  focus,
}: {
  form: SkillForm;
  fields: FormField[];
  focus: boolean;
}) {
  const texts = useTexts();
  const [open, setOpen] = useState(false);
  const [focusOnce] = useState(() => (focus ? (bar: HTMLButtonElement | null) => bar?.focus() : undefined));
  const values = useMemo(() => initialFormValues(fields, form.formData ?? {}), [fields, form.formData]);
  return (
    <div
      className={`${FORM_WIDTH_CLASS} rounded-xl border border-gray-200 bg-white`}
      part="message-form"
      data-state="submitted"
    >
      <button
        type="button"
        className="w-full flex items-center gap-2 px-4 py-2.5 text-sm text-gray-700"
        aria-expanded={open}
        part="form-submitted-bar"
        // After the visitor's own submit focus lands here, not on the page body (decision 030).
        ref={focusOnce}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="flex items-center justify-center w-5 h-5 rounded-full bg-green-100 text-green-600">
          <CheckIcon className="w-3.5 h-3.5" />
        </span>
        <span className="font-medium">{texts.formSubmitted}</span>
        <ChevronIcon
          className={`ml-auto w-4 h-4 text-gray-400 transition-transform ${open ? 'rotate-90' : ''}`}
        />
      </button>
      {open ? (
        <div className="border-t border-gray-100 px-4 pt-3 pb-4" part="form-submitted-values">
          {form.formWelcome ? (
            <p className="mb-3 text-sm text-gray-500 whitespace-pre-wrap">{form.formWelcome}</p>
          ) : null}
          <FormFieldList
            fields={fields}
            values={values}
            problems={{ missing: [], invalidJson: [] }}
            disabled
            onChange={() => undefined}
          />
        </div>
      ) : null}
    </div>
  );
}
