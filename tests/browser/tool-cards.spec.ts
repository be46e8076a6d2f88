import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

describe('tool cards and knowledge', () => {
  it('shows the search card collapsed as 5个搜索来源 and expands to the results', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '搜索一下');
    await expectAnswerFinished(chat);
    const card = part(lastAnswer(chat), 'search-card');
    expect(await part(card, 'search-label').textContent()).toBe('5个搜索来源');
    await card.locator('button').first().click();
    const links = part(card, 'search-results').locator('a');
    expect(await links.count()).toBe(5);
    expect(await links.first().getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists knowledge hits with the matched chunk on demand', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario knowledge 产品手册');
    await expectAnswerFinished(chat);
    const hits = part(lastAnswer(chat), 'knowledge-hit');
    expect(await hits.count()).toBe(2);
    expect(await hits.first().locator('summary').textContent()).toContain('X1 使用说明.pdf');
    await hits.first().locator('summary').click();
    expect(await hits.first().locator('p').textContent()).toContain('一键萃取');
  });
});
