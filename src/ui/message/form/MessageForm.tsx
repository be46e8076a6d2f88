import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { texts } from '../../../i18n/texts';
import { type FormField, normaliseFormConfig } from '../../../model/form-fields';
import type { FormProblems } from '../../../model/form-submit';
import {
  type FormValue,
  type FormValues,
  initialFormValues,
  setFieldValue,
} from '../../../model/form-values';
import type { SkillForm } from '../../../model/message';
import { submitFormAtom } from '../../../state/actions/submit-form';
import { configAtom } from '../../../state/chat-store';
import { CheckIcon, ChevronIcon, Spinner } from '../../primitives/icons';
import { FormFieldList } from './FormFieldList';

/** Screens doc section 9: message forms are 300 to 500 px wide (never wider than the message). */
const FORM_WIDTH_CLASS = 'w-full max-w-[500px] min-w-[min(300px,100%)]';

/**
 * An agent's form inside an answer (screens doc section 4, "Message form"): open until a
 * successful submit, then a 表单已提交 bar that expands to the submitted values, read-only.
 */
export function MessageForm({ form }: { form: SkillForm }) {
  const readonly = useAtomValue(configAtom)?.readonly ?? false;
  const fields = useMemo(() => normaliseFormConfig(form.formConfig), [form.formConfig]);
  if (form.isSubmit) return <SubmittedForm form={form} fields={fields} />;
  return <OpenForm form={form} fields={fields} readonly={readonly} />;
}

function OpenForm({ form, fields, readonly }: { form: SkillForm; fields: FormField[]; readonly: boolean }) {
  const submit = useSetAtom(submitFormAtom);
  const [values, setValues] = useState<FormValues>(() => initialFormValues(fields));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [problems, setProblems] = useState<FormProblems>({ missing: [], invalidJson: [] });
  const disabled = readonly || submitting;
  const change = (name: string, next: FormValue | ((previous: FormValue | undefined) => FormValue)) => {
    setValues((current) =>
      setFieldValue(fields, current, name, typeof next === 'function' ? next(current[name]) : next),
    );
    setProblems((current) => ({
      missing: current.missing.filter((item) => item !== name),
      invalidJson: current.invalidJson.filter((item) => item !== name),
    }));
  };
  const onSubmit = async () => {
    if (disabled) return;
    setSubmitting(true);
    setError('');
    const result = await submit({ form, values });
    // On success the store marks the form submitted and this component is replaced.
    if (result.ok) return;
    setSubmitting(false);
    setError(result.error);
    setProblems(result.problems ?? { missing: [], invalidJson: [] });
  };
  return (
    <form
      className={`${FORM_WIDTH_CLASS} rounded-xl border border-gray-200 bg-white p-4 shadow-sm`}
      part="message-form"
      data-state={submitting ? 'submitting' : 'open'}
      aria-busy={submitting}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {form.formWelcome ? (
        <p className="mb-3 text-sm font-medium text-gray-800 whitespace-pre-wrap" part="form-welcome">
          {form.formWelcome}
        </p>
      ) : null}
      <FormFieldList
        fields={fields}
        values={values}
        problems={problems}
        disabled={disabled}
        onChange={change}
      />
      {error ? (
        <p className="mt-3 text-xs text-red-500" role="alert" part="form-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="mt-4 w-full flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60 disabled:cursor-not-allowed"
        disabled={disabled}
        part="form-submit"
      >
        {submitting ? <Spinner className="w-4 h-4" /> : null}
        {texts.submit}
      </button>
    </form>
  );
}

function SubmittedForm({ form, fields }: { form: SkillForm; fields: FormField[] }) {
  const [open, setOpen] = useState(false);
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
