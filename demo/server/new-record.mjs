/** A history record (data doc section 3, "Message record") appended to its conversation. */
export function appendRecord(conversation, fields) {
  const record = {
    session_id: conversation.session_id,
    user_content: '',
    quotes: [],
    files: [],
    response: '',
    response_ext: {
      tasks: [],
      group_progress_list: [],
      message: '',
      duration_time: 0,
      llm_model: 'demo-model',
    },
    record_status: 'PENDING',
    is_push: false,
    tips: [],
    finish_reason: '',
    feedback_id: null,
    create_time: new Date().toISOString(),
    ...fields,
  };
  conversation.records.push(record);
  conversation.latest_create_time = record.create_time;
  return record;
}
