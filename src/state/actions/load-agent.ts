import { atom } from 'jotai';
import { fetchAgentDetail } from '../../api/agent-api';
import { agentFromDetail } from '../../model/agent';
import { agentAtom, agentStatusAtom } from '../chat-store';
import { reportFailure, requireServices } from '../services';

export const loadAgentAtom = atom(null, async (get, set) => {
  const services = requireServices(get);
  const agentId = services.getConfig().agentId;
  set(agentStatusAtom, 'loading');
  try {
    const detail = await fetchAgentDetail(services.client, agentId);
    if (services.getConfig().agentId !== agentId) return;
    set(agentAtom, agentFromDetail(agentId, detail));
    set(agentStatusAtom, 'ready');
  } catch (error) {
    // Data doc section 8: a failed agent detail fetch is only reported; the chat stays usable.
    set(agentStatusAtom, 'error');
    reportFailure(services, 'agent', error);
  }
});
