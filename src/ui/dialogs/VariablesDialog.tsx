import { useRef, useState } from 'react';
import { format } from '../../i18n/texts';
import { validateVariables, visibleVariables } from '../../model/variables';
import { saveVariablesAtom } from '../../state/actions/variables';
import {
  agentAtom,
  chatVisibleAtom,
  variablesDialogOpenAtom,
  variableValuesAtom,
} from '../../state/chat-store';
import { useFocusInput } from '../focus/use-focus-hand-off';
import { useAtom, useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { useTexts } from '../hooks/use-texts';
import { CloseIcon } from '../primitives/icons';

/** Screens doc section 2, item 9: the variable form modal, max width 750 px. */
export function VariablesDialog() {
  const [open, setOpen] = useAtom(variablesDialogOpenAtom);
  const agent = useAtomValue(agentAtom);
  // Not while the chat is hidden (the launcher renders its closed panel ahead of the first open):
  // a modal there would make the whole page inert behind nothing.
  const visible = useAtomValue(chatVisibleAtom);
  if (!open || !agent || !visible) return null;
  return <VariablesForm key={agent.id} byItself={open === 'required'} onClose={() => setOpen(false)} />;
}

function VariablesForm({ byItself, onClose }: { byItself: boolean; onClose(): void }) {
  const texts = useTexts();
  const agent = useAtomValue(agentAtom);
  const saved = useAtomValue(variableValuesAtom);
  const save = useSetAtom(saveVariablesAtom);
  const variables = visibleVariables(agent?.variables ?? []);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...saved }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  // Opened by itself (required variables), it has no opener, even when it shows as the launcher
  // opens with focus still on the bubble: the input takes focus after it.
  useModalDialog(dialog, useFocusInput(), byItself);
  const submit = async () => {
    const found = validateVariables(variables, values, texts.variableRequired);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await save(
      Object.fromEntries(variables.map((variable) => [variable.name, values[variable.name] ?? ''])),
    );
    setSaving(false);
    if (!result.ok) setFailure(result.error);
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="variables-title"
      className="m-auto w-[calc(100%-32px)] max-w-[750px] max-h-[calc(100%-32px)] overflow-y-auto rounded-xl bg-white text-gray-900 shadow-xl p-0 backdrop:bg-black/30"
      part="variables-dialog dialog"
      // Escape closes a modal dialog natively; the store follows.
      onClose={onClose}
    >
      <form
        className="p-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex items-center justify-between mb-4">
          <h2 id="variables-title" className="text-base font-semibold text-gray-900">
            {texts.variablesTitle}
          </h2>
          <button
            type="button"
            className="text-gray-400 hover:text-gray-700 touch:w-11 touch:h-11 flex items-center justify-center"
            aria-label={texts.cancel}
            onClick={onClose}
          >
            <CloseIcon className="w-5 h-5" />
          </button>
        </div>
        <div className="flex flex-col gap-3">
          {variables.map((variable, index) => (
            <label key={variable.name} className="flex flex-col gap-1 text-sm text-gray-700">
              <span>
                {variable.required ? <span className="text-red-500 mr-0.5">*</span> : null}
                {variable.label}
              </span>
              <input
                // A modal form starts on its first field (showModal focuses the autofocus control).
                autoFocus={index === 0}
                className={`rounded-lg border px-3 py-2 text-sm touch:text-base touch:min-h-[44px] outline-none focus:border-brand-500 focus:ring-1 focus:ring-brand-500 ${
                  errors[variable.name] ? 'border-red-500' : 'border-field'
                }`}
                name={variable.name}
                value={values[variable.name] ?? ''}
                placeholder={variable.placeholder || format(texts.enterField, variable.label)}
                disabled={saving}
                part="variable-input"
                onInput={(event) => {
                  const value = (event.target as HTMLInputElement).value;
                  setValues((current) => ({ ...current, [variable.name]: value }));
                }}
              />
              {errors[variable.name] ? (
                <span className="text-xs text-red-500" part="variable-error">
                  {errors[variable.name]}
                </span>
              ) : null}
            </label>
          ))}
        </div>
        {failure ? (
          <p className="mt-3 text-sm text-red-500" role="alert" part="variables-failure">
            {failure}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end">
          <button
            type="submit"
            className="px-4 py-2 touch:min-h-[44px] rounded-lg bg-brand-600 text-sm text-white hover:bg-brand-700 disabled:opacity-60"
            disabled={saving}
            part="variables-save"
          >
            {texts.save}
          </button>
        </div>
      </form>
    </dialog>
  );
}
