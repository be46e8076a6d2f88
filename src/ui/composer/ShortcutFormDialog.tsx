import { useRef, useState } from 'react';
import { type FormProblems, validateForm } from '../../model/form-submit';
import {
  type FormValue,
  type FormValues,
  initialFormValues,
  isEmptyValue,
  setFieldValue,
} from '../../model/form-values';
import { toolArgumentsOf } from '../../model/shortcut-form';
import {
  closeShortcutFormAtom,
  type OpenShortcutForm,
  shortcutFormAtom,
} from '../../state/actions/open-shortcut';
import { sendComposerAtom } from '../../state/actions/send-composer';
import { generatingAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { useTexts } from '../hooks/use-texts';
import { FormFieldList } from '../message/form/FormFieldList';
import { IconButton } from '../primitives/IconButton';
import { CloseIcon } from '../primitives/icons';

const NO_PROBLEMS: FormProblems = { missing: [], invalidJson: [] };

/** A function shortcut's form (screens doc sections 4 and 5), modal in the top layer. */
export function ShortcutFormDialog() {
  const open = useAtomValue(shortcutFormAtom);
  if (!open) return null;
  return <FormDialog key={open.shortcut.key} open={open} />;
}

function FormDialog({ open: { shortcut, form } }: { open: OpenShortcutForm }) {
  const texts = useTexts();
  const close = useSetAtom(closeShortcutFormAtom);
  const send = useSetAtom(sendComposerAtom);
  // An answer still streaming would refuse the send after the form closed, losing what was filled in.
  const generating = useAtomValue(generatingAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<FormValues>(() => initialFormValues(form.fields));
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  // Modal in the same task that shows it, so an Escape pressed at once already closes it; Tab
  // stays inside. Closing asks the input to take focus (screens doc section 4).
  useModalDialog(dialog);
  // Screens doc section 5: send waits for every required visible field; other checks wait for submit.
  const incomplete =
    generating ||
    form.fields.some((field) => !field.hidden && field.required && isEmptyValue(values[field.variableName]));
  const change = (name: string, next: FormValue | ((previous: FormValue | undefined) => FormValue)) => {
    setValues((current) =>
      setFieldValue(form.fields, current, name, typeof next === 'function' ? next(current[name]) : next),
    );
    setProblems(NO_PROBLEMS);
  };
  const submit = () => {
    const found = validateForm(form.fields, values);
    if (found.missing.length > 0 || found.invalidJson.length > 0) return setProblems(found);
    const toolArguments = toolArgumentsOf(form, values, shortcut.hiddenParameters);
    close();
    void send({ call: { functionId: shortcut.functionId, toolArguments }, shortName: shortcut.title });
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="shortcut-form-title"
      part="shortcut-form dialog"
      className="m-auto w-[min(480px,92vw)] max-h-[85vh] overflow-y-auto rounded-xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/40"
      // Escape closes the dialog natively; the store follows and focus goes back to the input.
      onClose={() => close()}
    >
      <form
        className="flex flex-col gap-4 p-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!incomplete) submit();
        }}
      >
        <header className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id="shortcut-form-title" className="text-base font-semibold text-gray-900">
              {form.title}
            </h2>
            {form.description ? <p className="mt-1 text-xs text-gray-500">{form.description}</p> : null}
          </div>
          <IconButton
            label={texts.closeShortcutForm}
            part="dialog-close"
            className="flex h-8 w-8 [@media(pointer:coarse)]:h-11 [@media(pointer:coarse)]:w-11 shrink-0 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            onClick={() => close()}
          >
            <CloseIcon className="h-5 w-5" />
          </IconButton>
        </header>
        <FormFieldList
          fields={form.fields}
          values={values}
          problems={problems}
          disabled={false}
          onChange={change}
        />
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-600 px-4 py-2 [@media(pointer:coarse)]:min-h-[44px] text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
          disabled={incomplete}
          part="shortcut-form-submit"
        >
          {texts.sendShortcut}
        </button>
      </form>
    </dialog>
  );
}
