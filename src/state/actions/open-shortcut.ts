import { atom } from 'jotai';
import { fetchFlowForm, fetchPluginTemplates } from '../../api/shortcut-api';
import { initialFormValues } from '../../model/form-values';
import { formOfFlow, formOfPlugin, type ShortcutForm, toolArgumentsOf } from '../../model/shortcut-form';
import type { Shortcut } from '../../model/shortcuts';
import { draftAtom, focusRequestAtom, generatingAtom } from '../chat-store';
import { textsOf } from '../language';
import { requireServices } from '../services';
import { showToastAtom } from './clipboard';
import { refuseAction } from './refuse-action';
import { sendComposerAtom } from './send-composer';

/** The shortcut whose form is open (screens doc section 4, "Shortcut form"). */
export type OpenShortcutForm = { shortcut: Shortcut; form: ShortcutForm };
export const shortcutFormAtom = atom<OpenShortcutForm | null>(null);

/**
 * Loads a function shortcut's form and opens it, or sends at once when it has no visible field
 * (screens doc section 5)
 * with the defaults of its hidden fields. A form that cannot load says so in a toast.
 */
export const openShortcutFormAtom = atom(null, async (get, set, shortcut: Shortcut): Promise<void> => {
  const services = requireServices(get);
  try {
    const form =
      shortcut.type === 'plugin'
        ? formOfPlugin(shortcut, await fetchPluginTemplates(services.client))
        : formOfFlow(shortcut, await fetchFlowForm(services.client, shortcut.functionId));
    if (!form) throw new Error(`plugin ${shortcut.functionId} not found`);
    if (form.fields.some((field) => !field.hidden)) return set(shortcutFormAtom, { shortcut, form });
    // Sent at once, it would be refused while an answer streams: say why instead of doing nothing.
    if (get(generatingAtom)) return set(showToastAtom, textsOf(get).previousNotFinished);
    await set(sendComposerAtom, {
      call: {
        functionId: shortcut.functionId,
        toolArguments: toolArgumentsOf(form, initialFormValues(form.fields), shortcut.hiddenParameters),
      },
      shortName: shortcut.title,
    });
  } catch (error) {
    refuseAction(set, services, 'chatUtil', error);
  }
});

/** A prompt shortcut puts its text in the composer and focuses it. */
export const applyPromptShortcutAtom = atom(null, (_get, set, shortcut: Shortcut) => {
  set(draftAtom, shortcut.prompt ?? shortcut.title);
  set(focusRequestAtom, (count) => count + 1);
});

/** Closing the form returns to the composer input (screens doc section 4). */
export const closeShortcutFormAtom = atom(null, (_get, set) => {
  set(shortcutFormAtom, null);
  set(focusRequestAtom, (count) => count + 1);
});
