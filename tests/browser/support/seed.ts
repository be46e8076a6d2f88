import { serverUrl } from './widget';

/** The demo workspace's credentials, as the test pages send them. */
export const DEMO_HEADERS = {
  'Content-Type': 'application/json',
  'Workspace-Id': 'ws-test',
  'Access-Key': 'demo-access-key',
};

export const agentApi = (path: string) => new URL(`/v1/oapi/agent/${path}`, serverUrl());

/**
 * Creates conversations 会话1 … 会话N of the demo agent through the API, all at once: quicker
 * than asking in the widget when a test is about the list, not the stream.
 */
export async function seedConversations(count: number): Promise<void> {
  const create = (index: number) =>
    fetch(agentApi('chat/conversation/create'), {
      method: 'POST',
      headers: DEMO_HEADERS,
      body: JSON.stringify({ robot_id: 'demo-agent', title: `会话${index}`, run_type: 'CHAT_CLIENT' }),
    });
  await Promise.all(Array.from({ length: count }, (_, index) => create(index + 1)));
}

/** A conversation of the demo agent with these questions asked through the API; resolves to its id. */
export async function seedAnsweredConversation(title: string, questions: string[]): Promise<string> {
  const created = await fetch(agentApi('chat/conversation/create'), {
    method: 'POST',
    headers: DEMO_HEADERS,
    body: JSON.stringify({ robot_id: 'demo-agent', title, run_type: 'CHAT_CLIENT' }),
  }).then((response) => response.json());
  const conversationId = created.data.conversation_id as string;
  for (const content of questions)
    await fetch(agentApi('chat_messages'), {
      method: 'POST',
      headers: DEMO_HEADERS,
      body: JSON.stringify({ robot_id: 'demo-agent', conversation_id: conversationId, content }),
    }).then((response) => response.text());
  return conversationId;
}
