import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './support/axe';
import { browserSessionForThisFile } from './support/browser-session';
import { textsCut } from './support/texts-cut';
import { switchTheme } from './support/theme';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

/**
 * axe-core over every demo state (issue 11): no serious or critical violation anywhere, and no
 * `<main>` or `<h1>` inside a widget (they would compete with the host page's own). The counts per
 * state are written to test-results/accessibility/axe-summary.json for the decision record.
 */
const session = browserSessionForThisFile();
const PHONE = { width: 375, height: 720 };
const SLOW = { timeout: 15_000 };
const summary: Record<string, Record<string, number>> = {};

async function openChat(query: Record<string, string> = {}, viewport?: { width: number; height: number }) {
  const { page } = await openPage(session.browser, 'chat.html', query, viewport);
  const chat = page.locator('agent-chat');
  await part(chat, 'composer-input').waitFor();
  return { page, chat };
}

async function answered(chat: Locator, question: string): Promise<void> {
  await ask(chat, question);
  await expectAnswerFinished(chat);
}

/** Landmarks and heading levels that would clash with the host page's, in any widget. */
function competingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ['agent-chat', 'agent-chat-launcher', 'agent-bot-list'].flatMap((host) =>
      [...document.querySelectorAll(host)].flatMap((element) =>
        [...(element.shadowRoot?.querySelectorAll('main, h1, [role="main"]') ?? [])].map(
          (found) => `${host} ${found.tagName.toLowerCase()}`,
        ),
      ),
    ),
  );
}

/** Measures the state in the default light theme, then the same state again with theme="dark". */
async function expectAccessible(name: string, page: Page): Promise<void> {
  await measureBothThemes(name, page);
  await page.context().close();
}

/** Light, then dark (the page is left dark). */
async function measureBothThemes(name: string, page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await measure(name, page);
  await switchTheme(page, 'dark');
  await measure(`${name} (dark)`, page);
}

async function measure(state: string, page: Page): Promise<void> {
  const findings = await seriousViolations(page);
  summary[state] = Object.fromEntries(
    findings.map((finding) => [`${finding.rule} (${finding.impact})`, finding.nodes.length]),
  );
  // Soft, so a failing state still lets the next states of the same test be measured.
  expect.soft(findings, describeFindings(state, findings)).toEqual([]);
  expect.soft(await competingElements(page)).toEqual([]);
}

afterAll(() => {
  const output = resolve(__dirname, '../../test-results/accessibility');
  mkdirSync(output, { recursive: true });
  writeFileSync(resolve(output, 'axe-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
});

describe('axe-core: no serious or critical violation in any demo state, light and dark', () => {
  it('the welcome screen with its conversation list', async () => {
    const { page, chat } = await openChat();
    await part(chat, 'welcome-text').waitFor();
    await expectAccessible('welcome', page);
  });

  it('an answer while it streams', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario slow 流式回答');
    await expect.poll(() => part(lastAnswer(chat), 'answer-content').count(), SLOW).toBe(1);
    await expectAccessible('streaming', page);
  });

  it('a finished answer with its reasoning open, search and flow cards, table, code and related questions', async () => {
    const { page, chat } = await openChat();
    await answered(chat, '如何提升团队效率？');
    await part(lastAnswer(chat), 'related-questions').waitFor();
    await part(lastAnswer(chat), 'think-toggle').click();
    await expectAccessible('finished answer + reasoning', page);
  });

  it('the markdown showcase', async () => {
    const { page, chat } = await openChat();
    await answered(chat, '/scenario markdown');
    await expectAccessible('markdown', page);
  });

  // One answer for both states: a second page and answer cost CI seconds and pinned nothing more.
  it('every tool card, then the tool log dialog', async () => {
    const { page, chat } = await openChat({ 'show-tool-logs': '' });
    await answered(chat, '/scenario tools 50');
    await part(lastAnswer(chat), 'flow-card').waitFor();
    await measureBothThemes('tool cards', page);
    await switchTheme(page, undefined);

    await part(part(lastAnswer(chat), 'flow-card'), 'view-log').click();
    await part(chat, 'tool-log').waitFor();
    await expectAccessible('tool log dialog', page);
  });

  it('an agent form with its required-field errors', async () => {
    const { page, chat } = await openChat({ height: '1500' }, { width: 1100, height: 1500 });
    await answered(chat, '/scenario form');
    const form = part(lastAnswer(chat), 'message-form');
    await part(form, 'form-submit').click();
    await part(form, 'form-error').waitFor();
    await expectAccessible('form with errors', page);
  });

  it('a failed answer in the error box', async () => {
    const { page, chat } = await openChat();
    await answered(chat, '/scenario error');
    await part(lastAnswer(chat), 'answer-error').waitFor();
    await expectAccessible('error box', page);
  });

  it('a stopped answer', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario slow 停止我');
    await expect.poll(() => part(lastAnswer(chat), 'answer-content').count(), SLOW).toBe(1);
    await part(chat, 'stop-button').click();
    await expectAnswerFinished(chat);
    await expectAccessible('stopped answer', page);
  });

  it('the delete confirmation over the conversation list', async () => {
    const { page, chat } = await openChat();
    await answered(chat, '你好');
    await part(chat, 'delete-button').first().click();
    await part(chat, 'dialog').waitFor();
    await expectAccessible('delete confirmation', page);
  });

  for (const panel of ['profile', 'agents', 'tasks'] as const) {
    it(`the ${panel} side panel`, async () => {
      const { page, chat } = await openChat();
      await part(chat, `${panel}-toggle`).click();
      await part(chat, panel === 'tasks' ? 'task-panel' : `${panel}-panel`).waitFor();
      await expectAccessible(`${panel} panel`, page);
    });
  }

  it('the variables dialog with its errors', async () => {
    const { page, chat } = await openChat({ agent: 'variables-agent' });
    const dialog = part(chat, 'variables-dialog');
    await part(dialog, 'variables-save').click();
    await part(dialog, 'variable-error').first().waitFor();
    await expectAccessible('variables dialog', page);
  });

  it('file and quote cards, then the image preview dialog', async () => {
    const { page, chat } = await openChat();
    await answered(chat, '/scenario attachments');
    await page.reload();
    const reloaded = page.locator('agent-chat');
    await expect.poll(() => part(reloaded, 'file-card').count(), SLOW).toBe(3);
    await reloaded.locator('[part~="file-card"][data-file-kind="image"]').click();
    await expect.poll(() => part(reloaded, 'file-preview').isVisible()).toBe(true);
    await expectAccessible('file preview dialog', page);
  });

  it('the launcher, closed', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    await part(page.locator('agent-chat-launcher'), 'launcher-button').waitFor();
    await expectAccessible('launcher closed', page);
  });

  it('the launcher, open', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').click();
    await part(launcher, 'composer-input').waitFor();
    await expectAccessible('launcher open', page);
  });

  it('the bot list beside a chat', async () => {
    const { page } = await openPage(session.browser, 'bot-list.html');
    await expect.poll(() => part(page.locator('#bots'), 'bot-item').count(), SLOW).toBe(6);
    await expectAccessible('bot list', page);
  });

  it('375 px: an answer', async () => {
    const { page, chat } = await openChat({}, PHONE);
    await answered(chat, '你好');
    await expectAccessible('375 px answer', page);
  });

  it('375 px: the 历史会话 sheet', async () => {
    const { page, chat } = await openChat({}, PHONE);
    await part(chat, 'conversation-list-toggle').click();
    await part(chat, 'conversation-list-sheet').waitFor();
    await expectAccessible('375 px conversation sheet', page);
  });

  it('375 px: the more menu and a panel sheet', async () => {
    const menu = await openChat({}, PHONE);
    await part(menu.chat, 'more-menu-button').click();
    await part(menu.chat, 'more-menu').waitFor();
    await expectAccessible('375 px more menu', menu.page);
    const { page, chat } = await openChat({}, PHONE);
    await part(chat, 'more-menu-button').click();
    await part(chat, 'profile-toggle').click();
    await part(chat, 'profile-panel').waitFor();
    await expectAccessible('375 px profile sheet', page);
  });
});

describe('motion, forced colours and scroll boxes', () => {
  it('stops the typing dots and spinners under reduced motion', async () => {
    const { page, chat } = await openChat({ 'first-event-timeout': '60000' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await ask(chat, '/scenario timeout');
    const loader = part(lastAnswer(chat), 'answer-loader');
    await loader.waitFor();
    const moving = () =>
      chat.evaluate(
        (host) =>
          [...(host.shadowRoot?.querySelectorAll('*') ?? [])].filter((element) => {
            const style = getComputedStyle(element);
            return style.animationName !== 'none' || Number.parseFloat(style.transitionDuration) > 0;
          }).length,
      );
    expect(await moving()).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await moving()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('keeps a border on filled buttons in forced colours', async () => {
    const { page, chat } = await openChat();
    await page.emulateMedia({ forcedColors: 'active' });
    await part(chat, 'composer-input').fill('你好');
    const border = await part(chat, 'send-button').evaluate(
      (element) => getComputedStyle(element).borderTopWidth,
    );
    expect(Number.parseFloat(border)).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });

  it("shows a switch's knob, the open conversation, a chosen chip and a chip's focus in forced colours", async () => {
    // Forced colours drop backgrounds: the knob (a white disc) and every choice shown by its fill
    // had vanished, and a chip's hidden input showed focus nowhere (decision 098).
    const { page, chat } = await openChat();
    await answered(chat, '你好');
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
    const colours = (target: Locator) =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        return { text: style.color, border: style.borderTopColor, outline: style.outlineStyle };
      });
    await part(chat, 'tasks-toggle').click();
    const knob = part(chat, 'task-enable').first().locator('span span');
    const track = await part(chat, 'task-enable')
      .first()
      .locator('> span')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    // The knob is drawn by its border, which forced colours paint in the system's text colour.
    const { border: knobColour } = await colours(knob);
    expect(await knob.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('8px');
    expect(knobColour).not.toBe('rgba(0, 0, 0, 0)');
    expect(knobColour).not.toBe(track);

    await part(chat, 'task-new').click();
    const chips = part(chat, 'task-schedule-type').locator('label');
    const chosen = await colours(chips.filter({ has: page.locator(':checked') }));
    const other = await colours(chips.filter({ hasNot: page.locator(':checked') }).first());
    expect(chosen.text).not.toBe(other.text);
    expect(chosen.border).not.toBe(other.border);
    // The open conversation wears the same selection colour as the chosen chip.
    expect((await colours(chat.locator('[part~="conversation-list"] [aria-current="true"]'))).text).toBe(
      chosen.text,
    );

    await chips
      .filter({ has: page.locator(':checked') })
      .locator('input')
      .focus();
    await page.keyboard.press('ArrowRight');
    expect((await colours(chips.filter({ has: page.locator(':focus-visible') }))).outline).toBe('solid');
    await page.context().close();
  });

  it("cuts no text under WCAG's text spacing (1.4.12), wide and at 375 px", async () => {
    // The spacing a reader's own style sheet may set; the header had a fixed height, and its
    // title rose out of the chat's top edge.
    const spacing =
      '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';
    for (const viewport of [undefined, PHONE]) {
      const { page, chat } = await openChat({}, viewport);
      await answered(chat, '/scenario tools');
      await chat.evaluate((host, css) => {
        const style = document.createElement('style');
        style.textContent = css;
        host.shadowRoot?.append(style);
      }, spacing);
      const cut = await page.evaluate(textsCut, { host: 'agent-chat', axis: 'y' } as const);
      expect(cut).toEqual([]);
      expect(await part(chat, 'chat-title').isVisible()).toBe(true);
      await page.context().close();
    }
  });

  it('lets the keyboard reach and scroll code blocks and tables, with a visible focus ring', async () => {
    const { page, chat } = await openChat({}, PHONE);
    await answered(chat, '如何提升团队效率？');
    const boxes = lastAnswer(chat).locator('[part~="code-block"] pre, [part~="table-wrapper"]');
    expect(await boxes.count()).toBeGreaterThanOrEqual(2);
    for (const box of await boxes.all()) {
      expect(await box.getAttribute('tabindex')).toBe('0');
      expect(await box.getAttribute('aria-label')).toMatch(/代码|表格/);
    }
    await part(lastAnswer(chat), 'code-copy').first().focus();
    await page.keyboard.press('Tab');
    const code = lastAnswer(chat).locator('[part~="code-block"] pre').first();
    expect(await code.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    expect(await code.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await page.context().close();
  });
});
