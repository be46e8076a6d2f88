import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
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
import { useAtomValue, useSetAtom } from '../../hooks/atom-hooks';
import { useTexts } from '../../hooks/use-texts';
import { Spinner } from '../../primitives/icons';
import { FormFieldList } from './FormFieldList';
import { focusFirstInvalidField } from './form-focus';
import { FORM_WIDTH_CLASS, SubmittedForm } from './SubmittedForm';

/**
 * An agent's form inside an answer (screens doc section 4, "Message form"): open until a
 * successful submit, then a 表单已提交 bar that expands to the submitted values, read-only.
 */
export function MessageForm({ form }: { form: SkillForm }) {
  const texts = useTexts();
  const readonly = useAtomValue(configAtom)?.readonly ?? false;
  const fields = useMemo(() => normaliseFormConfig(form.formConfig, texts), [form.formConfig, texts]);
  // Set while this visitor submits: the 表单已提交 bar that replaces the form then takes focus
  // (a form shown submitted from history does not).
  const submittedHere = useRef(false);
  if (form.isSubmit) return <SubmittedForm form={form} fields={fields} focus={submittedHere.current} />;
  return (
    <OpenForm
      form={form}
      fields={fields}
      readonly={readonly}
      onSubmitting={(active) => {
        submittedHere.current = active;
      }}
    />
  );
}

interface OpenFormProps {
  form: SkillForm;
  fields: FormField[];
  readonly: boolean;
  onSubmitting(active: boolean): void;
}

function OpenForm({ form, fields, readonly, onSubmitting }: OpenFormProps) {
  const texts = useTexts();
  const element = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const submit = useSetAtom(submitFormAtom);
  const [values, setValues] = useState<FormValues>(() => initialFormValues(fields));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [problems, setProblems] = useState<FormProblems>({ missing: [], invalidJson: [] });
  // Bumped by each refused submit: once the fields are enabled again, the first invalid one
  // takes focus (before paint, so nothing lands on the page body in between).
  const [refusals, setRefusals] = useState(0);
  const latestProblems = useRef(problems);
  latestProblems.current = problems;
  useLayoutEffect(() => {
    if (refusals > 0) focusFirstInvalidField(element.current, fields, latestProblems.current);
  }, [refusals, fields]);
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
    onSubmitting(true);
    const result = await submit({ form, values });
    // On success the store marks the form submitted and this component is replaced.
    if (result.ok) return;
    onSubmitting(false);
    setSubmitting(false);
    setError(result.error);
    const nextProblems = result.problems ?? { missing: [], invalidJson: [] };
    setProblems(nextProblems);
    setRefusals((count) => count + 1);
  };
  return (
    <form
      ref={element}
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
        errorSummaryId={errorId}
      />
      {error ? (
        <p id={errorId} className="mt-3 text-xs text-red-500" role="alert" part="form-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="mt-4 w-full touch:min-h-[44px] flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60 disabled:cursor-not-allowed"
        disabled={disabled}
        part="form-submit"
      >
        {submitting ? <Spinner className="w-4 h-4" /> : null}
        {texts.submit}
      </button>
    </form>
  );
}
