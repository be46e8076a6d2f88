import { atom } from 'jotai';
import { refreshSessionWithVariables } from '../../api/conversation-api';
import { readVariables, writeVariables } from '../../api/variables-api';
import { hasMissingRequired, variableValuesFromWire } from '../../model/variables';
import {
  agentAtom,
  currentConversationIdAtom,
  currentSessionIdAtom,
  messagesAtom,
  variablesDialogOpenAtom,
  variablesMissingAtom,
  variableValuesAtom,
} from '../chat-store';
import { textsOf } from '../language';
import { reportFailure, requireServices } from '../services';
import { ensureConversationAtom } from './conversations';
import { loadCurrentSessionAtom } from './sessions';

/**
 * A read that overlaps a save must not land: it may answer with the values from before the write
 * (and reopen the dialog). A save overlapped the read if one is still running when the read
 * answers, or one finished meanwhile, which the count of finished saves tells.
 */
const savingVariablesAtom = atom(false);
const savesFinishedAtom = atom(0);

/**
 * Reads the variable values of the current conversation and session, and opens the dialog by
 * itself when a required variable has no value (data doc, section 5).
 */
export const loadVariablesAtom = atom(null, async (get, set) => {
  const services = requireServices(get);
  const agent = get(agentAtom);
  if (!agent || agent.variables.length === 0) {
    set(variablesMissingAtom, false);
    return;
  }
  const conversationId = get(currentConversationIdAtom);
  const sessionId = get(currentSessionIdAtom);
  let values: Record<string, string> = {};
  if (conversationId && sessionId) {
    const savesBefore = get(savesFinishedAtom);
    try {
      values = variableValuesFromWire(
        await readVariables(services.client, services.getConfig(), conversationId, sessionId),
      );
    } catch (error) {
      reportFailure(services, 'agent', error);
      return;
    }
    const overlappedSave = get(savingVariablesAtom) || get(savesFinishedAtom) !== savesBefore;
    if (get(currentConversationIdAtom) !== conversationId || overlappedSave) return;
  }
  set(variableValuesAtom, values);
  const missing = hasMissingRequired(agent.variables, values);
  set(variablesMissingAtom, missing);
  if (missing) set(variablesDialogOpenAtom, 'required');
});

export type SaveVariablesResult = { ok: true } | { ok: false; error: string };

/** Saves the dialog's values; a conversation is created first when there is none yet. */
export const saveVariablesAtom = atom(
  null,
  async (get, set, values: Record<string, string>): Promise<SaveVariablesResult> => {
    const services = requireServices(get);
    set(savingVariablesAtom, true);
    try {
      const conversationId = await set(ensureConversationAtom);
      if (!get(currentSessionIdAtom)) await set(loadCurrentSessionAtom);
      const sessionId = get(currentSessionIdAtom);
      if (!sessionId) throw new Error('no session');
      const merged = { ...get(variableValuesAtom), ...values };
      const sessionHasMessages = get(messagesAtom).some((message) => message.sessionId === sessionId);
      if (sessionHasMessages) {
        // Changing variables mid-conversation starts a new session configured with them.
        const newSession = await refreshSessionWithVariables(services.client, conversationId, merged);
        if (newSession) set(currentSessionIdAtom, newSession);
      } else {
        await writeVariables(services.client, services.getConfig(), {
          conversationId,
          sessionId,
          values: merged,
        });
      }
      set(variableValuesAtom, merged);
      set(variablesMissingAtom, hasMissingRequired(get(agentAtom)?.variables ?? [], merged));
      set(variablesDialogOpenAtom, false);
      return { ok: true };
    } catch (error) {
      reportFailure(services, 'agent', error);
      return { ok: false, error: textsOf(get).variablesSaveFailed };
    } finally {
      set(savingVariablesAtom, false);
      set(savesFinishedAtom, get(savesFinishedAtom) + 1);
    }
  },
);
