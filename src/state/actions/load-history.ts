import { atom, type Getter, type Setter } from 'jotai';
import { fetchRecords } from '../../api/message-api';
import { messagesFromHistoryRecord } from '../../model/from-history-record';
import { isObject, parseTime } from '../../model/wire-values';
import { HISTORY_PAGE_SIZE } from '../chat-config';
import {
  currentConversationIdAtom,
  historyHasMoreAtom,
  historyPageAtom,
  historyStatusAtom,
  messagesAtom,
  pendingRecordsAtom,
} from '../chat-store';
import { textsOf } from '../language';
import { reportFailure, requireServices } from '../services';

/** Loads the newest page (older: false) or the next older page of the current conversation. */
export const loadHistoryAtom = atom(null, (get, set, options: { older: boolean }): Promise<void> => {
  const conversationId = get(currentConversationIdAtom);
  if (!conversationId) return Promise.resolve();
  const loaded = loadPage(get, set, conversationId, options.older);
  // The newest page replaces the list; an older one goes before what the list holds then.
  if (!options.older) set(pendingRecordsAtom, loaded);
  return loaded;
});

async function loadPage(get: Getter, set: Setter, conversationId: string, older: boolean): Promise<void> {
  const services = requireServices(get);
  const pageNumber = older ? get(historyPageAtom) + 1 : 1;
  set(historyStatusAtom, 'loading');
  try {
    const page = await fetchRecords(services.client, {
      conversationId,
      agentId: services.getConfig().agentId,
      pageNumber,
      pageSize: HISTORY_PAGE_SIZE,
    });
    if (get(currentConversationIdAtom) !== conversationId) return;
    // Servers differ in page order; sorting by time makes either order read oldest first.
    const records = [...page.items].sort(
      (left, right) => recordTime(left) - recordTime(right) || recordId(left).localeCompare(recordId(right)),
    );
    const loaded = records.flatMap((record) => messagesFromHistoryRecord(record, textsOf(get).unknownError));
    set(messagesAtom, older ? [...loaded, ...get(messagesAtom)] : loaded);
    set(historyPageAtom, pageNumber);
    set(
      historyHasMoreAtom,
      page.totalPages !== undefined ? pageNumber < page.totalPages : page.items.length >= HISTORY_PAGE_SIZE,
    );
    set(historyStatusAtom, 'ready');
  } catch (error) {
    if (get(currentConversationIdAtom) !== conversationId) return;
    set(historyStatusAtom, 'error');
    reportFailure(services, 'messageHistory', error);
  }
}

function recordTime(record: unknown): number {
  return (isObject(record) ? parseTime(record.create_time) : 0) ?? 0;
}

function recordId(record: unknown): string {
  const id = isObject(record) ? record.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id).padStart(20, '0') : '';
}
