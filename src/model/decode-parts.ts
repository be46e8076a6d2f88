import type { FlowMessage, KnowledgeHit, SkillForm, SkillMetaData } from './message';
import {
  asString,
  asText,
  isObject,
  type JsonObject,
  listOrWrapped,
  objectsIn,
  parseJson,
} from './wire-values';

/** Decoders for message parts shared by the stream and history records. */

export function decodeMetaData(value: JsonObject): SkillMetaData {
  return {
    title: asString(value.title),
    toolName: asString(value.tool_name),
    avatar: asString(value.avatar),
    avatarType: asString(value.avatarType ?? value.avatar_type),
    color: asString(value.color),
  };
}

/** flowMsg items are `{message, type}`; a plain string is accepted as a message. */
export function decodeFlowMessages(list: unknown[]): FlowMessage[] {
  return list.flatMap((item) => {
    if (typeof item === 'string') return [{ message: item }];
    if (!isObject(item)) return [];
    return [{ message: asText(item.message), type: asString(item.type) }];
  });
}

/** A tool's raw record may arrive as an object or as a JSON string holding one. */
export function decodeRaw(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  try {
    return parseJson(value);
  } catch {
    return value === '' ? undefined : value;
  }
}

export function decodeKnowledge(list: unknown[]): KnowledgeHit[] {
  return objectsIn(list).map((hit) => ({
    datastoreId: asText(hit.datastore_id),
    datastoreName: asText(hit.datastore_name),
    fileName: asText(hit.file_name),
    fileId: asText(hit.file_id),
    mimetype: asString(hit.mimetype),
    chunkId: asText(hit.chunk_id),
    content: asText(hit.content),
  }));
}

/** formConfig may be the field list or an object holding it in `fields` (tolerated variant). */
export function decodeForm(value: JsonObject): SkillForm {
  const fields = listOrWrapped(value.formConfig, ['fields']);
  return {
    flowId: asText(value.flowId),
    recordId: asText(value.recordId),
    formWelcome: asString(value.formWelcome),
    isSubmit: value.isSubmit === true,
    formConfig: fields,
    formData: isObject(value.formData) ? value.formData : undefined,
  };
}
