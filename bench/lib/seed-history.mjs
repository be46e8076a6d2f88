// Seeds one long conversation through the reference server's own API (as tests/browser/history.spec.ts
// does), and reads it back as deep-chat `history` messages, so both widgets show the same records.

const HEADERS = {
  'Content-Type': 'application/json',
  'Workspace-Id': 'ws-bench',
  'Access-Key': 'demo-access-key',
};

/** Zero-padded so that no question's text contains another's (问题001 is not in 问题010). */
export const questionText = (index) => `问题${String(index).padStart(3, '0')}`;

/** `records` question-and-answer records (2 messages each), asked one after the other. */
export async function seedConversation(server, records) {
  const api = (path) => new URL(`/v1/oapi/agent/${path}`, server.url);
  const post = (path, body) =>
    fetch(api(path), {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ robot_id: 'demo-agent', ...body }),
    });
  const created = await (
    await post('chat/conversation/create', { title: '历史', run_type: 'CHAT_CLIENT' })
  ).json();
  const conversationId = created.data.conversation_id;
  // The default scenario: thinking, two tool calls, a markdown answer and related questions.
  for (let index = 1; index <= records; index += 1)
    await (
      await post('chat_messages', { conversation_id: conversationId, content: questionText(index) })
    ).text();
  const query = `conversation_id=${conversationId}&robot_id=demo-agent&page_number=1&page_size=${records}`;
  const listed = await (await fetch(api(`chat/records?${query}`), { headers: HEADERS })).json();
  // The API lists newest first; deep-chat's history is oldest first.
  return listed.data.data_list.reverse().flatMap((record) => [
    { role: 'user', text: record.user_content },
    { role: 'ai', text: record.response },
  ]);
}
