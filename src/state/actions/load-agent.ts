import { atom } from 'jotai';
import { fetchAgentDetail } from '../../api/agent-api';
import { agentFromDetail } from '../../model/agent';
import { connectionKey } from '../chat-config';
import { agentAtom, agentStatusAtom } from '../chat-store';
import { reportFailure, requireServices } from '../services';

/**
 * The agent load under way and the connection it is for: the launcher's preload and the chat's
 * start (which a visitor near the bubble now brings about together) share one request.
 */
interface AgentLoading {
  key: string;
  done?: Promise<void>;
}
const agentLoadingAtom = atom<AgentLoading | null>(null);

export const loadAgentAtom = atom(null, (get, set): Promise<void> => {
  const services = requireServices(get);
  const config = services.getConfig();
  const key = connectionKey(config);
  const loading = get(agentLoadingAtom);
  if (loading?.key === key && loading.done) return loading.done;
  const { agentId } = config;
  const entry: AgentLoading = { key };
  set(agentLoadingAtom, entry);
  set(agentStatusAtom, 'loading');
  entry.done = (async () => {
    try {
      const detail = await fetchAgentDetail(services.client, agentId);
      if (services.getConfig().agentId !== agentId) return;
      set(agentAtom, agentFromDetail(agentId, detail));
      set(agentStatusAtom, 'ready');
    } catch (error) {
      // Data doc section 8: a failed agent detail fetch is only reported; the chat stays usable.
      set(agentStatusAtom, 'error');
      reportFailure(services, 'agent', error);
    } finally {
      if (get(agentLoadingAtom) === entry) set(agentLoadingAtom, null);
    }
  })();
  return entry.done;
});
