// Seeds conversations through the reference server's own API (as tests/browser/history.spec.ts
// does), and reads one back as deep-chat `history` messages, so both widgets show the same records.

const HEADERS = {
  'Content-Type': 'application/json',
  'Workspace-Id': 'ws-bench',
  'Access-Key': 'demo-access-key',
};

/** Zero-padded so that no question's text contains another's (问题001 is not in 问题010). */
export const questionText = (index) => `问题${String(index).padStart(3, '0')}`;

const api = (server, path) => new URL(`/v1/oapi/agent/${path}`, server.url);
const post = (server, path, body) =>
  fetch(api(server, path), {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ robot_id: 'demo-agent', ...body }),
  });

/**
 * A conversation of the demo agent in the bench's workspace, with `questions` asked one after the
 * other (each answered by the scenario its text picks; plain text: the default scripted answer:
 * thinking, two tool calls, a markdown answer with a table and code, related questions).
 * Resolves to its id.
 */
export async function seedOneConversation(server, title, questions) {
  const created = await (
    await post(server, 'chat/conversation/create', { title, run_type: 'CHAT_CLIENT' })
  ).json();
  const conversationId = created.data.conversation_id;
  for (const content of questions)
    await (await post(server, 'chat_messages', { conversation_id: conversationId, content })).text();
  return conversationId;
}

/** `records` question-and-answer records (2 messages each) in one conversation, as deep-chat history. */
export async function seedConversation(server, records) {
  const questions = Array.from({ length: records }, (_, index) => questionText(index + 1));
  const conversationId = await seedOneConversation(server, '历史', questions);
  const query = `conversation_id=${conversationId}&robot_id=demo-agent&page_number=1&page_size=${records}`;
  const listed = await (await fetch(api(server, `chat/records?${query}`), { headers: HEADERS })).json();
  // The API lists newest first; deep-chat's history is oldest first.
  return listed.data.data_list.reverse().flatMap((record) => [
    { role: 'user', text: record.user_content },
    { role: 'ai', text: record.response },
  ]);
}
