import { texts } from '../i18n/texts';
import { decodeFlowMessages, decodeForm, decodeKnowledge, decodeMetaData, decodeRaw } from './decode-parts';
import type {
  AssistantMessage,
  ChatMessage,
  MessageFile,
  MessageQuote,
  Skill,
  TaskInfo,
  UserMessage,
} from './message';
import { messageId } from './message';
import { lastPathSegment } from './message-file';
import { settlePendingParts } from './settle-pending-parts';
import {
  asArray,
  asNumber,
  asString,
  asStringList,
  asText,
  isObject,
  type JsonObject,
  objectsIn,
  parseTime,
} from './wire-values';

/** Text shown for a failed record without a stored message (data doc, section 8). */

/** One history record → its user message (when it has content, a quote or a file) and the answer. */
export function messagesFromHistoryRecord(
  record: unknown,
  unknownError: string = texts.unknownError,
): ChatMessage[] {
  if (!isObject(record)) return [];
  const recordId = asString(record.id) ?? '';
  const createTime = parseTime(record.create_time) ?? 0;
  const sessionId = asString(record.session_id);
  const extension: JsonObject = isObject(record.response_ext) ? record.response_ext : {};
  const user = userMessageFromRecord(record, recordId, createTime, sessionId);
  const succeeded = record.record_status === 'SUCCEEDED';
  const answer: AssistantMessage = {
    role: 'ASSISTANT',
    id: messageId('ASSISTANT', recordId),
    content: asText(record.response),
    createTime,
    sessionId,
    from: record.is_push === true ? 'SYSTEM_PUSH' : 'CHAT',
    think: readThink(extension.think),
    skills: asArray(extension.skills).flatMap(readSkill),
    knowledge: decodeKnowledge(asArray(extension.knowledge)),
    relatedQuestion: readRelated(extension.related_questions),
    task: readTask(asArray(extension.tasks)[0], extension.irl_time),
    groupProcessList: objectsIn(extension.group_progress_list).map((item) => ({
      status: asText(item.status),
      title: asText(item.title),
      description: asText(item.description),
    })),
    tips: asStringList(record.tips),
    isFetching: false,
    isStreaming: false,
    success: succeeded,
    errorMessage: succeeded ? undefined : asString(extension.message) || unknownError,
    finishReason: asString(record.finish_reason),
    recordId,
    feedbackId: asString(record.feedback_id),
    llmModel: asString(extension.llm_model),
    durationTime: asNumber(extension.duration_time),
  };
  // A loaded record is finished: anything still PENDING failed (data doc, section 4).
  return user ? [user, settlePendingParts(answer)] : [settlePendingParts(answer)];
}

function userMessageFromRecord(
  record: JsonObject,
  recordId: string,
  createTime: number,
  sessionId: string | undefined,
): UserMessage | undefined {
  const file = readFile(asArray(record.files)[0]);
  const quote = readQuote(asArray(record.quotes)[0]);
  const content = asText(record.user_content);
  if (!content.trim() && !file && !quote) return undefined;
  return {
    role: 'USER',
    id: messageId('USER', recordId),
    content,
    createTime,
    sessionId,
    file,
    quote,
    recordId,
  };
}

function readFile(value: unknown): MessageFile | undefined {
  if (!isObject(value) || !(asString(value.file_name) || asString(value.file_url))) return undefined;
  return {
    name: asText(value.file_name) || lastPathSegment(asText(value.file_url)),
    type: asText(value.file_type),
    url: asText(value.file_url),
    byteSize: asNumber(value.byte_size),
    uploadFileId: asString(value.upload_file_id),
  };
}

function readQuote(value: unknown): MessageQuote | undefined {
  if (!isObject(value) || !(asString(value.content) || asString(value.url))) return undefined;
  return {
    quoteType: value.quote_type === 'URL' ? 'URL' : 'TEXT',
    quoteId: asString(value.quote_id),
    content: asText(value.content),
    // The data doc's record names no url or icon; the screens doc's quote has both.
    url: asString(value.url),
    icon: asString(value.icon),
    chatClientToolId: asString(value.chat_client_tool_id),
  };
}

function readThink(value: unknown): AssistantMessage['think'] {
  if (typeof value === 'string') return value ? { content: value, status: 'SUCCEEDED' } : undefined;
  if (!isObject(value)) return undefined;
  const status = value.status === 'FAILED' ? 'FAILED' : value.status === 'PENDING' ? 'PENDING' : 'SUCCEEDED';
  return { content: asText(value.content), status };
}

function readSkill(value: unknown): Skill[] {
  if (!isObject(value) || !asString(value.id)) return [];
  const status =
    value.status === 'FAILED' ? 'FAILED' : value.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'PENDING';
  return [
    {
      id: asText(value.id),
      status,
      toolType: asText(value.tool_type),
      functionCode: asString(value.function_code),
      metaData: isObject(value.metaData) ? decodeMetaData(value.metaData) : {},
      flowMsg: decodeFlowMessages(asArray(value.flowMsg)),
      output: value.output,
      // A reloaded form keeps its submitted state and values (data doc section 4, "Forms").
      form: isObject(value.form) ? decodeForm(value.form) : undefined,
      raw: decodeRaw(value.raw),
    },
  ];
}

function readRelated(value: unknown): AssistantMessage['relatedQuestion'] {
  const content = asStringList(isObject(value) ? value.content : value);
  return content.length > 0 ? { status: 'SUCCEEDED', content } : undefined;
}

/** The task's own timestamp, else the record's `irl_time` (when the task really ran; decision 056). */
function readTask(value: unknown, irlTime: unknown): TaskInfo | undefined {
  if (!isObject(value)) return undefined;
  return {
    id: asText(value.id ?? value.task_id),
    title: asText(value.title),
    status: asText(value.status),
    timestamp: parseTime(value.timestamp) ?? parseTime(irlTime),
  };
}
