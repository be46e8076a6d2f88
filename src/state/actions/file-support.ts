import { atom } from 'jotai';
import { fetchFileSupport } from '../../api/file-support-api';
import { type FileSupport, fallbackFileSupport, readFileSupport } from '../../model/file-support';
import { connectionKey, isConfigComplete } from '../chat-config';
import { loadedConnectionKeyAtom } from '../chat-store';
import { requireServices } from '../services';

/**
 * What the current agent accepts in the composer, for the connection (agent, workspace,
 * credential…) it was asked with; null until the first answer (the attach control is disabled).
 */
export const fileSupportAtom = atom<{ key: string; support: FileSupport } | null>(null);

/**
 * Asks `chat/agent/file-support` for the configured agent (wire-format.md); a failed call falls
 * back to .txt .pdf .doc .docx. An answer for a connection the element no longer has is dropped.
 */
export const loadFileSupportAtom = atom(null, async (get, set): Promise<void> => {
  const services = requireServices(get);
  const config = services.getConfig();
  if (!isConfigComplete(config)) return;
  const key = connectionKey(config);
  let support: FileSupport;
  try {
    support = readFileSupport(await fetchFileSupport(services.client, config.agentId));
  } catch {
    support = fallbackFileSupport();
  }
  if (connectionKey(services.getConfig()) === key) set(fileSupportAtom, { key, support });
});

/**
 * Decision 056: an agent whose file support says it takes no files gets none through its forms
 * either; their file fields show 暂不支持图片上传 instead of a drop zone.
 */
export const formUploadsOffAtom = atom((get) => {
  const loaded = get(fileSupportAtom);
  return loaded?.key === get(loadedConnectionKeyAtom) && loaded.support.kind === 'none';
});
