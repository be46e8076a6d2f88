export interface SendInput {
  content: string;
  conversationId: string;
  agentId: string;
  action?: 'regenerate' | undefined;
  fileIds?: string[];
  variables?: Record<string, unknown>;
}

/** The `/chat_messages` payload of data doc section 7 (server shape, snake_case). */
export function toSendPayload(input: SendInput): Record<string, unknown> {
  return {
    content: input.content,
    file_ids: input.fileIds ?? [],
    file_action: undefined,
    enforce_tool_call_params: undefined,
    conversation_id: input.conversationId,
    robot_id: input.agentId,
    stream: true,
    inputs: { userMessage: input.content, ...input.variables },
    action: input.action,
    response_mode: 'streaming',
  };
}
