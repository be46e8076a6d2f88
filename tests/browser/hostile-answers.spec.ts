import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

describe('a hostile answer (issue 31, decision 062)', () => {
  it('streams 10,000 nested quotes, 10,000 nested list markers and 20,000 emphasis markers to the end without an error', async () => {
    const { page, problems } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario hostile-nesting 嵌套');
    await expectAnswerFinished(chat);
    const content = part(lastAnswer(chat), 'answer-content');
    await expect.poll(() => content.textContent()).toContain('回答到此结束');
    // What lies deeper than the bound shows as its markers, as text.
    expect(await content.textContent()).toContain('> > 引用');
    expect(await content.textContent()).toContain('- - 列表');
    expect(await content.textContent()).toContain('**强调**');
    expect(problems.pageErrors).toEqual([]);
    // The test page asks for an icon it does not have; any other console error is the parser's.
    expect(problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });
});
