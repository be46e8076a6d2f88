import { atom } from 'jotai';
import { fetchRecords } from '../../api/message-api';
import { messagesFromHistoryRecord } from '../../model/from-history-record';
import { parseTime } from '../../model/wire-values';
import { HISTORY_PAGE_SIZE } from '../chat-config';
import {
  currentConversationIdAtom,
  historyHasMoreAtom,
  historyPageAtom,
  historyStatusAtom,
  messagesAtom,
} from '../chat-store';
import { textsOf } from '../language';
import { reportFailure, requireServices } from '../services';

/** Loads the newest page (older: false) or the next older page of the current conversation. */
export const loadHistoryAtom = atom(null, async (get, set, options: { older: boolean }) => {
  const services = requireServices(get);
  const conversationId = get(currentConversationIdAtom);
  if (!conversationId) return;
  const pageNumber = options.older ? get(historyPageAtom) + 1 : 1;
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
    set(messagesAtom, options.older ? [...loaded, ...get(messagesAtom)] : loaded);
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
});

function recordTime(record: unknown): number {
  return (
    (typeof record === 'object' && record
      ? parseTime((record as { create_time?: unknown }).create_time)
      : 0) ?? 0
  );
}

function recordId(record: unknown): string {
  const id = typeof record === 'object' && record ? (record as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id).padStart(20, '0') : '';
}
