import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

async function openChat(query: Record<string, string> = {}) {
  const opened = await openPage(session.browser, 'chat.html', query);
  const chat = opened.page.locator('agent-chat');
  return { ...opened, chat };
}

describe('chatting in an inline <agent-chat>', () => {
  it('shows the welcome screen and streams the answer to a quick question', async () => {
    const { chat, problems } = await openChat();
    await expect.poll(() => part(chat, 'welcome-text').textContent()).toContain('我是小智助手');
    await part(chat, 'quick-questions').locator('button').first().click();
    await expectAnswerFinished(chat);
    const answer = lastAnswer(chat);
    expect(await part(answer, 'answer-content').textContent()).toContain('Web Components 有哪些优缺点？');
    expect(await part(answer, 'ai-watermark').textContent()).toBe('由AI生成');
    expect(await answer.getAttribute('data-success')).toBe('true');
    expect(await part(chat, 'think').getAttribute('data-status')).toBe('SUCCEEDED');
    expect(await part(chat, 'search-card').count()).toBe(1);
    expect(await part(chat, 'flow-card').count()).toBe(1);
    expect(problems.pageErrors).toEqual([]);
  });

  it('sends with Enter, keeps Shift+Enter as a newline and clears the input', async () => {
    const { chat } = await openChat();
    const input = part(chat, 'composer-input');
    await input.fill('第一行');
    await input.press('Shift+Enter');
    await input.type('第二行');
    expect(await input.inputValue()).toBe('第一行\n第二行');
    await input.press('Enter');
    await expectAnswerFinished(chat);
    expect(await input.inputValue()).toBe('');
    expect(await part(chat, 'user-message').textContent()).toContain('第一行\n第二行');
  });

  it('stops a running answer: keeps what was shown and brings back the send button', async () => {
    const { chat } = await openChat();
    await ask(chat, '/scenario slow 写一篇长文');
    const stop = part(chat, 'stop-button');
    await stop.waitFor();
    await expect.poll(() => part(lastAnswer(chat), 'think').count()).toBe(1);
    await stop.click();
    await expectAnswerFinished(chat);
    await part(chat, 'send-button').waitFor();
    expect(await lastAnswer(chat).textContent()).toContain('已停止生成');
    expect(await part(chat, 'answer-error').count()).toBe(0);
  });

  it('shows a failed RESULT in a red box under the partial answer', async () => {
    const { chat } = await openChat();
    await ask(chat, '/scenario error 出错吧');
    await expectAnswerFinished(chat);
    expect(await part(lastAnswer(chat), 'answer-error').textContent()).toBe('模型服务暂时不可用');
    expect(await part(lastAnswer(chat), 'answer-content').textContent()).toContain('正在生成回答');
  });

  it("shows the server's message for an HTTP error and gives the text back to the input", async () => {
    const { chat, page } = await openChat();
    await ask(chat, '/scenario http-error 再试一次');
    await expectAnswerFinished(chat);
    expect(await part(lastAnswer(chat), 'answer-error').textContent()).toBe('服务器内部错误');
    expect(await part(chat, 'composer-input').inputValue()).toBe('/scenario http-error 再试一次');
    const errors = await page.evaluate(() => (window as unknown as { __chatErrors: unknown[] }).__chatErrors);
    expect(errors).toContainEqual(
      expect.objectContaining({ module: 'message', message: '服务器内部错误', status: 500 }),
    );
  });

  it("times out without a first event: '回答超时，请重试', message failed, generation over", async () => {
    const { chat } = await openChat({ 'first-event-timeout': '800' });
    await ask(chat, '/scenario timeout 等不到');
    await expectAnswerFinished(chat);
    expect(await part(lastAnswer(chat), 'answer-error').textContent()).toBe('回答超时，请重试');
    await part(chat, 'send-button').waitFor();
  });

  it('times out between events and keeps the text already shown', async () => {
    const { chat } = await openChat({ 'event-timeout': '800' });
    await ask(chat, '/scenario stall 说一半');
    await expectAnswerFinished(chat);
    expect(await part(lastAnswer(chat), 'answer-content').textContent()).toContain('这段回答说到一半就');
    expect(await part(lastAnswer(chat), 'answer-error').textContent()).toBe('回答超时，请重试');
  });

  it('keeps the shown text when the connection is cut mid-answer', async () => {
    const { chat } = await openChat();
    await ask(chat, '/scenario cut 断开');
    // The text is on screen before the server breaks the connection (it waits for this call).
    await expect
      .poll(() => part(lastAnswer(chat), 'answer-content').textContent(), { timeout: 20_000 })
      .toContain('连接将在这句话之后断开');
    await fetch(new URL('/__test/cut', serverUrl()), { method: 'POST' });
    await expectAnswerFinished(chat);
    expect(await part(lastAnswer(chat), 'answer-content').textContent()).toContain('连接将在这句话之后断开');
    expect(await part(lastAnswer(chat), 'answer-error').count()).toBe(1);
  });

  it('accepts every tolerated SSE form and reports skipped events once', async () => {
    const { chat, page } = await openChat();
    await ask(chat, '/scenario variants 各种写法');
    await expectAnswerFinished(chat);
    const answer = lastAnswer(chat);
    expect(await answer.getAttribute('data-success')).toBe('true');
    expect(await part(answer, 'answer-content').textContent()).toContain('更多资料见');
    const errors = await page.evaluate(
      () => (window as unknown as { __chatErrors: { message: string }[] }).__chatErrors,
    );
    expect(errors.filter((error) => error.message.startsWith('invalid stream event'))).toHaveLength(1);
  });

  it('works in inner mode with a getToken property', async () => {
    const { chat } = await openChat({ mode: 'inner' });
    await ask(chat, '内部模式你好');
    await expectAnswerFinished(chat);
    expect(await lastAnswer(chat).getAttribute('data-success')).toBe('true');
  });

  it('reports a wrong access key through chat-error under its module label', async () => {
    const { page } = await openChat({ key: 'wrong-key' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chatErrors: unknown[] }).__chatErrors))
      .toContainEqual(
        expect.objectContaining({ module: 'conversation', message: 'Access-Key 无效', status: 401 }),
      );
  });

  it('sends env as a query parameter and credentials only as headers', async () => {
    const { chat } = await openChat({ env: 'pre', workspace: 'ws-env' });
    await ask(chat, '环境参数');
    await expectAnswerFinished(chat);
    const log = await (await fetch(new URL('/__test/requests', chat.page().url()))).json();
    // Only this page's calls: a page of an earlier test may still be finishing its own.
    const requests = (
      log.data as {
        path: string;
        query: Record<string, string>;
        headerNames: string[];
        workspaceId: string;
      }[]
    ).filter((request) => request.workspaceId === 'ws-env');
    expect(requests.length).toBeGreaterThan(2);
    for (const request of requests) {
      expect(request.query.env).toBe('pre');
      expect(request.headerNames).toContain('workspace-id');
      expect(request.headerNames).toContain('access-key');
      expect(JSON.stringify(request.query)).not.toContain('demo-access-key');
    }
  });

  it('takes attribute changes at run time: a new agent reloads the welcome screen', async () => {
    const { chat } = await openChat();
    await expect.poll(() => part(chat, 'chat-title').textContent()).toBe('小智助手');
    await chat.evaluate((element) => element.setAttribute('agent-id', 'second-agent'));
    await expect.poll(() => part(chat, 'chat-title').textContent()).toBe('数据分析师');
    await chat.evaluate((element) => element.setAttribute('chat-title', '我的客服'));
    await expect.poll(() => part(chat, 'chat-title').textContent()).toBe('我的客服');
  });
});
