import { atom } from 'jotai';
import { fetchFileSupport } from '../../api/file-support-api';
import { type FileSupport, fallbackFileSupport, readFileSupport } from '../../model/file-support';
import { requireServices } from '../services';

/** What the current agent accepts in the composer; null until the first answer (control disabled). */
export const fileSupportAtom = atom<{ agentId: string; support: FileSupport } | null>(null);

/**
 * Asks `chat/agent/file-support` for the agent (wire-format.md); a failed call falls back to
 * .txt .pdf .doc .docx. An answer for an agent the element no longer shows is dropped.
 */
export const loadFileSupportAtom = atom(null, async (get, set, agentId: string): Promise<void> => {
  if (!agentId) return;
  const services = requireServices(get);
  let support: FileSupport;
  try {
    support = readFileSupport(await fetchFileSupport(services.client, agentId));
  } catch {
    support = fallbackFileSupport();
  }
  if (services.getConfig().agentId === agentId) set(fileSupportAtom, { agentId, support });
});
