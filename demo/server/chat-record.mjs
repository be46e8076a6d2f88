/**
 * History records (data doc section 3 "Message record"). Besides the documented fields, the
 * response_ext keeps what the stream showed — `think`, `skills` (with forms), `knowledge`,
 * `related_questions`, `suggested_plugin` — and `irl_time` (when a task started), so a reloaded history can show them too; the widget
 * reads these names and ignores them when absent.
 */

/** A record for a new answer; it stays out of history until `commitRecord`. */
export function newRecord({
  id,
  conversation,
  userContent = '',
  response = '',
  isPush = false,
  createTime = new Date(),
}) {
  return {
    id,
    session_id: conversation.session_id,
    user_content: userContent,
    quotes: [],
    files: [],
    response,
    response_ext: {
      tasks: [],
      group_progress_list: [],
      message: '',
      duration_time: 0,
      llm_model: 'demo-model',
      think: '',
      skills: [],
      knowledge: [],
    },
    record_status: 'PENDING',
    is_push: isPush,
    tips: [],
    finish_reason: '',
    feedback_id: null,
    create_time: createTime.toISOString(),
  };
}

/** Folds one stream event into the record, the way the widget folds it into the message. */
export function applyToRecord(record, event) {
  const extension = record.response_ext;
  switch (event.type) {
    case 'TEXT':
      record.response += event.content;
      break;
    case 'THINKING':
      extension.think += event.content ?? '';
      break;
    case 'LLMSensitiveOutput':
      record.response = event.content;
      break;
    case 'FUNCTION':
      applyFunction(extension, event);
      break;
    case 'RELATED_QUESTIONS':
      // A PENDING or FAILED notice is no list to keep (decision 015).
      if (event.status === 'PENDING' || event.status === 'FAILED') break;
      extension.related_questions = event.content;
      break;
    case 'SUGGESTED_PLUGIN':
      extension.suggested_plugin = event.content;
      break;
    case 'TASK': {
      // The record keeps when the task started as irl_time, not on the task (data doc section 3).
      const { timestamp, ...task } = event.task;
      extension.tasks = [task];
      if (timestamp) extension.irl_time = new Date(timestamp).toISOString();
      break;
    }
    case 'RESULT':
      record.record_status = event.status === 'FAILED' ? 'FAILED' : 'SUCCEEDED';
      extension.message = event.message ?? '';
      record.finish_reason = event.finish_reason ?? (event.status === 'FAILED' ? 'error' : 'stop');
      break;
    default:
      break;
  }
}

function applyFunction(extension, event) {
  const { type: _type, flowMsg, knowledge, ...fields } = event;
  let skill = extension.skills.find((item) => item.id === event.id);
  if (!skill) {
    skill = { id: event.id, flowMsg: [] };
    extension.skills.push(skill);
  }
  Object.assign(skill, fields);
  if (Array.isArray(flowMsg)) skill.flowMsg.push(...flowMsg);
  if (Array.isArray(knowledge)) extension.knowledge.push(...knowledge);
}

/**
 * Ends a record that did not get a RESULT (aborted, cut) or times one that did. A record that
 * already has its RESULT keeps its status; only the duration is added.
 */
export function finishRecord(record, startedAt, ending) {
  record.response_ext.duration_time = Date.now() - startedAt;
  if (record.record_status !== 'PENDING') return record;
  record.record_status = ending?.status ?? 'SUCCEEDED';
  record.response_ext.message = ending?.message ?? '';
  record.finish_reason = ending?.finishReason ?? 'stop';
  return record;
}

/** Moves a finished record from the conversation's pending list into its history. */
export function commitRecord(conversation, record) {
  conversation.pending = conversation.pending.filter((item) => item !== record);
  conversation.records.push(record);
  conversation.records.sort((a, b) => a.create_time.localeCompare(b.create_time));
}
