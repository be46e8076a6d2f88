import { atom } from 'jotai';
import { fetchAgentDetail } from '../../api/agent-api';
import { agentFromDetail } from '../../model/agent';
import { type CollaboratingAgent, withEntryDefaults } from '../../model/collaborating-agents';
import { connectionKey } from '../chat-config';
import { type StoredCollaboratorView, storedCollaboratorViewAtom } from '../collaborator-view';
import { reportFailure, requireServices } from '../services';

/**
 * Shows a collaborating agent's details: `agent/detail {flow_id: <its id>}`, the same call as the
 * main agent's (wire-format.md, "Collaborating agents"). Also the retry after a failure. An answer
 * that arrives after the visitor went back or chose another agent is dropped.
 */
export const showCollaboratorAtom = atom(null, async (get, set, entry: CollaboratingAgent) => {
  const services = requireServices(get);
  const connection = connectionKey(services.getConfig());
  const request: StoredCollaboratorView = { connection, view: { status: 'loading', entry } };
  set(storedCollaboratorViewAtom, request);
  const stillWanted = () => get(storedCollaboratorViewAtom) === request;
  try {
    const detail = await fetchAgentDetail(services.client, entry.id);
    if (!stillWanted()) return;
    const profile = withEntryDefaults(agentFromDetail(entry.id, detail), entry);
    set(storedCollaboratorViewAtom, { connection, view: { status: 'ready', entry, profile } });
  } catch (error) {
    if (!stillWanted()) return;
    // Unlike the main agent's (only reported), this failure is shown with a retry.
    set(storedCollaboratorViewAtom, { connection, view: { status: 'error', entry } });
    reportFailure(services, 'agent', error);
  }
});

/** Back to the list of collaborating agents. */
export const closeCollaboratorAtom = atom(null, (_get, set) => {
  set(storedCollaboratorViewAtom, null);
});
