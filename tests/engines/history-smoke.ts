import { expect, inject, it } from 'vitest';
import { ANSWER_TIMEOUT, type SmokeContext } from './support/smoke-context';

/** Seeds one conversation of `questions` records in a workspace through the reference server's API. */
async function seedConversation(workspace: string, questions: number): Promise<void> {
  const headers = {
    'Content-Type': 'application/json',
    'Workspace-Id': workspace,
    'Access-Key': 'demo-access-key',
  };
  const post = (path: string, body: object) =>
    fetch(new URL(`/v1/oapi/agent/${path}`, inject('serverUrl')), {
      method: 'POST',
      headers,
      body: JSON.stringify({ robot_id: 'demo-agent', ...body }),
    });
  const created = await (
    await post('chat/conversation/create', { title: '历史', run_type: 'CHAT_CLIENT' })
  ).json();
  // The oldest question gets the default answer (thinking, tools, markdown); the rest a short one.
  for (let index = 1; index <= questions; index += 1)
    await (
      await post('chat_messages', {
        conversation_id: created.data.conversation_id,
        content: index === 1 ? '问题1' : `/scenario close 问题${index}`,
      })
    ).text();
}

/** Runs in the page: each message as the list holds it, a stand-in or rendered, and its text. */
function messageForms() {
  const root = document.querySelector('agent-chat')?.shadowRoot;
  return [...(root?.querySelectorAll('[part~="message"]') ?? [])].map((message) => ({
    standIn: message.hasAttribute('data-stand-in'),
    text: message.textContent ?? '',
  }));
}

/** Runs in the page: how far the list is from its end (it opens pinned there once its messages settle). */
function distanceFromEnd() {
  const list = document.querySelector('agent-chat')?.shadowRoot?.querySelector('[part~="message-list"]');
  return list ? list.scrollHeight - list.scrollTop - list.clientHeight : Number.NaN;
}

function scrollListToTop() {
  const list = document.querySelector('agent-chat')?.shadowRoot?.querySelector('[part~="message-list"]');
  if (list) list.scrollTop = 0;
}

/**
 * A long conversation in every engine (issue 33, decision 072): messages far from the view stand in as
 * their words (who speaks, then the text without markdown), the newest are rendered, and scrolling to
 * the top renders the oldest.
 */
export function historySmokeTests(smoke: SmokeContext): void {
  it('stands far messages in as their words and renders them as they come near', async () => {
    await seedConversation(smoke.workspaceOf('history'), 20);
    await smoke.openPage('history');
    const forms = () => smoke.engine.run(messageForms);
    await expect.poll(async () => (await forms()).length, ANSWER_TIMEOUT).toBe(40);
    // Scrolling up before the list has pinned itself to its end would be undone by the pin.
    await expect.poll(() => smoke.engine.run(distanceFromEnd)).toBeLessThan(2);
    // A stand-in's words come in a task after it (decision 083): its form and words are read together.
    await expect
      .poll(async () => {
        const oldestAnswer = (await forms())[1];
        return oldestAnswer?.standIn && oldestAnswer.text;
      })
      .toMatch(/^小智助手\s+关于「问题1」\s+我检索了 5 个来源，/);
    expect((await forms()).slice(-8).every((message) => !message.standIn)).toBe(true);
    // Scrolled to the top until the oldest message renders: WebKit can let a scroll set by script go
    // unreported when the list is re-pinned to its end in the same frame, so the scroll is repeated.
    // Its form and text are read together: a later re-pin can make it stand in again between two reads.
    await expect
      .poll(async () => {
        await smoke.engine.run(scrollListToTop);
        const oldestAnswer = (await forms())[1];
        return !oldestAnswer?.standIn && oldestAnswer?.text.includes('已深度思考');
      })
      .toBe(true);
  });
}
