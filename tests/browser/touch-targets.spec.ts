import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, openPage, part } from './support/widget';

const session = browserSessionForThisFile();
const PHONE = { width: 375, height: 720 };
/** WCAG 2.2 target size, as the project's rules set it for touch screens. */
const MIN_TARGET_PX = 44;

/**
 * Every visible control in the widget smaller than 44 px either way, and every field under 16 px
 * text. Links inside answer text are exempt (WCAG 2.5.8: inline targets).
 */
function smallTargets(page: Page, tag = 'agent-chat') {
  return page.evaluate(
    ({ name, minimum }) => {
      const found: string[] = [];
      const visit = (root: ShadowRoot | Document) => {
        for (const element of root.querySelectorAll<HTMLElement>('*')) {
          if (element.shadowRoot) visit(element.shadowRoot);
          const kind = element.tagName.toLowerCase();
          const field = ['input', 'select', 'textarea'].includes(kind);
          const control =
            ['button', 'a', 'summary'].includes(kind) || element.getAttribute('role') === 'switch';
          if (!field && !control) continue;
          if (kind === 'a' && element.closest('[part~="answer"]')) continue;
          if (kind === 'input' && (element as HTMLInputElement).type === 'file') continue;
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
          const label = element.getAttribute('part') ?? element.getAttribute('aria-label') ?? kind;
          if (kind !== 'textarea' && (box.width < minimum - 0.5 || box.height < minimum - 0.5))
            found.push(`${label} ${Math.round(box.width)}×${Math.round(box.height)}`);
          if (field && Number.parseFloat(style.fontSize) < 16) found.push(`${label} text ${style.fontSize}`);
        }
      };
      const host = document.querySelector(name);
      if (host?.shadowRoot) visit(host.shadowRoot);
      return found;
    },
    { name: tag, minimum: MIN_TARGET_PX },
  );
}

describe('touch targets on a phone', () => {
  it('gives every control of a finished answer with reasoning, tools and code at least 44 px', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'model-agent' }, PHONE, {
      hasTouch: true,
    });
    const chat = page.locator('agent-chat');
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    await part(chat, 'related-question').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
    // Scrolled up to read, the visitor gets the back-to-bottom button: a target like any other.
    await part(chat, 'message-list').evaluate((list) => list.scrollTo({ top: 0 }));
    await part(chat, 'back-to-bottom').waitFor();
    expect(await smallTargets(page)).toEqual([]);
  });

  it('gives the header, its menu and the variables form at least 44 px and 16 px text', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'variables-agent' }, PHONE, {
      hasTouch: true,
    });
    const chat = page.locator('agent-chat');
    await part(chat, 'variable-input').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);

    const other = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' }, PHONE, {
      hasTouch: true,
    });
    const demo = other.page.locator('agent-chat');
    await part(demo, 'more-menu-button').tap();
    await part(demo, 'more-menu').waitFor();
    expect(await smallTargets(other.page)).toEqual([]);
  });

  it('gives an agent form (every field type, the JSON field included) 44 px controls and 16 px text', async () => {
    const { page } = await openPage(
      session.browser,
      'chat.html',
      { agent: 'demo-agent', height: '2200' },
      PHONE,
      {
        hasTouch: true,
      },
    );
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario form');
    await expectAnswerFinished(chat);
    await part(chat, 'message-form').waitFor();
    expect(await smallTargets(page)).toEqual([]);
  });

  it("gives an answer's knowledge hits 44 px lines", async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, PHONE, { hasTouch: true });
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario knowledge 产品手册');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'knowledge-hit').count()).toBe(2);
    expect(await smallTargets(page)).toEqual([]);
  });
});
