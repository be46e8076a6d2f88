import {
  decodeFlowMessages,
  decodeForm,
  decodeKnowledge,
  decodeMetaData,
  decodeRaw,
} from '../model/decode-parts';
import type { PartStatus } from '../model/message';
import { asString, asStringList, asText, isObject, type JsonObject, parseTime } from '../model/wire-values';
import type { ChatStreamEvent, FunctionStatus } from './stream-events';

export interface RawSseMessage {
  event?: string | undefined;
  data: string;
}

export type DecodeResult = { ok: true; event: ChatStreamEvent } | { ok: false; reason: string };

const FUNCTION_STATUSES: readonly FunctionStatus[] = ['STARTED', 'RUNNING', 'SUCCEEDED', 'FAILED'];
const PART_STATUSES: readonly PartStatus[] = ['PENDING', 'SUCCEEDED', 'FAILED'];

/** Turns one SSE message into a typed event. The JSON `type` wins over the SSE `event:` field. */
export function decodeStreamEvent(raw: RawSseMessage): DecodeResult {
  let payload: unknown;
  try {
    payload = JSON.parse(raw.data);
  } catch {
    return { ok: false, reason: 'data is not JSON' };
  }
  if (!isObject(payload)) return { ok: false, reason: 'data is not a JSON object' };
  const kind = asString(payload.type) ?? raw.event;
  switch (kind) {
    case 'TEXT':
    case 'LLMSensitiveOutput':
      return { ok: true, event: { type: kind, content: asText(payload.content) } };
    case 'THINKING':
      return { ok: true, event: decodeThinking(payload) };
    case 'FUNCTION':
      return decodeFunction(payload);
    case 'RELATED_QUESTIONS':
      return { ok: true, event: decodeRelatedQuestions(payload) };
    case 'TASK':
      return decodeTask(payload);
    case 'SUGGESTED_PLUGIN':
      return { ok: true, event: { type: kind, content: payload.content } };
    case 'CHAT_RECORD':
      return decodeChatRecord(payload);
    case 'RESULT':
      return { ok: true, event: decodeResult(payload) };
    default:
      return { ok: false, reason: `unknown event type ${String(kind)}` };
  }
}

/** A thinking or related-questions part's status: PENDING, SUCCEEDED or FAILED, else none. */
function partStatus(payload: JsonObject): PartStatus | undefined {
  return PART_STATUSES.find((known) => known === payload.status);
}

function decodeRelatedQuestions(payload: JsonObject): ChatStreamEvent {
  return { type: 'RELATED_QUESTIONS', content: asStringList(payload.content), status: partStatus(payload) };
}

function decodeThinking(payload: JsonObject): ChatStreamEvent {
  return { type: 'THINKING', content: asText(payload.content), status: partStatus(payload) };
}

function decodeFunction(payload: JsonObject): DecodeResult {
  const id = asString(payload.id);
  const status = FUNCTION_STATUSES.find((candidate) => candidate === payload.status);
  if (!id || !status) return { ok: false, reason: 'FUNCTION without id or known status' };
  return {
    ok: true,
    event: {
      type: 'FUNCTION',
      id,
      status,
      toolType: asText(payload.tool_type),
      functionCode: asString(payload.function_code),
      metaData: isObject(payload.metaData) ? decodeMetaData(payload.metaData) : undefined,
      flowMsg: Array.isArray(payload.flowMsg) ? decodeFlowMessages(payload.flowMsg) : undefined,
      output: payload.output,
      raw: decodeRaw(payload.raw),
      form: isObject(payload.form) ? decodeForm(payload.form) : undefined,
      knowledge: Array.isArray(payload.knowledge) ? decodeKnowledge(payload.knowledge) : undefined,
    },
  };
}

function decodeTask(payload: JsonObject): DecodeResult {
  const task = payload.task;
  if (!isObject(task)) return { ok: false, reason: 'TASK without task' };
  return {
    ok: true,
    event: {
      type: 'TASK',
      task: {
        id: asText(task.id),
        title: asText(task.title),
        status: asText(task.status),
        timestamp: parseTime(task.timestamp),
      },
    },
  };
}

function decodeChatRecord(payload: JsonObject): DecodeResult {
  const recordId = asString(payload.record_id);
  if (!recordId) return { ok: false, reason: 'CHAT_RECORD without record_id' };
  return {
    ok: true,
    event: { type: 'CHAT_RECORD', recordId, userRecordId: asString(payload.user_record_id) },
  };
}

function decodeResult(payload: JsonObject): ChatStreamEvent {
  return {
    type: 'RESULT',
    status: payload.status === 'FAILED' ? 'FAILED' : 'SUCCEEDED',
    message: asString(payload.message) || undefined,
    finishReason: asString(payload.finish_reason),
  };
}
