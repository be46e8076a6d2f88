import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MIXED_DIRECTION_BLOCKS as BLOCKS } from '../../demo/server/scripted-texts.mjs';
import { browserSessionForThisFile } from './support/browser-session';
import { textDirections } from './support/text-directions';
import { ask, expectAnswerFinished, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

/** A question whose first letter is Arabic, ending with the Arabic question mark. */
const ARABIC_QUESTION = 'مرحبًا! هل يمكنك مساعدتي في Google Cloud؟';

const directions = (page: Page) => page.evaluate(textDirections, { host: 'agent-chat' });

/** The text of each block, as the last answer of /scenario rtl shows it: markdown marks left out. */
const shown = (source: string) => source.replace(/^(## |- |> )/, '').slice(0, 12);

async function openChat(query: Record<string, string> = {}) {
  const { page, problems } = await openPage(session.browser, 'chat.html', { lang: 'en', ...query });
  const chat = page.locator('agent-chat');
  return { page, problems, chat };
}

describe('text of either direction (decision 100)', () => {
  it('reads each block of an answer, its reasoning, a knowledge passage, a question and the input in the direction of their first letter', async () => {
    const { page, problems, chat } = await openChat();
    const input = part(chat, 'composer-input');
    await ask(chat, ARABIC_QUESTION);
    await expectAnswerFinished(chat);
    expect((await directions(page)).questions).toEqual([
      { text: ARABIC_QUESTION, direction: 'rtl', backwards: true },
    ]);
    await ask(chat, '/scenario rtl');
    await expectAnswerFinished(chat);
    await part(chat, 'think-toggle').last().click();
    const read = await directions(page);
    expect(read.blocks.map(({ block, text, direction }) => [block, text, direction])).toEqual([
      ['h2', shown(BLOCKS.heading), 'rtl'],
      ['p', shown(BLOCKS.arabic), 'rtl'],
      ['ul', 'العنصر الأول', 'rtl'],
      ['blockquote', shown(BLOCKS.quote), 'rtl'],
      ['table-wrapper', 'الاسمالقيمةا', 'rtl'],
      // Code reads left to right whatever it holds.
      ['code-block', 'jsCopyconsol', 'ltr'],
      ['p', shown(BLOCKS.english), 'ltr'],
      // No letter: the widget's own direction.
      ['p', BLOCKS.digits, 'ltr'],
      ['p', BLOCKS.chinese, 'ltr'],
    ]);
    // Right to left is what the reader sees: an Arabic paragraph's closing full stop is drawn at its
    // left, the heading's Latin name too, and the table's last cell left of its first.
    expect(read.blocks.filter((block) => block.backwards).map((block) => block.block)).toEqual([
      'h2',
      'p',
      'ul',
      'blockquote',
      'table-wrapper',
    ]);
    expect(read.reasoning).toBe('rtl');
    expect(read.knowledge).toBe('rtl');
    expect(read.questions.at(-1)).toEqual({ text: '/scenario rtl', direction: 'ltr', backwards: false });
    // The input follows what is typed into it, and an empty one the widget. Every text input of the
    // widget also reads each line of its text in that line's own direction.
    expect(read.input).toBe('ltr');
    expect(await input.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('plaintext');
    await input.fill('שלום, מה שלומך?');
    expect((await directions(page)).input).toBe('rtl');
    await input.fill('');
    expect((await directions(page)).input).toBe('ltr');
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('in a right-to-left widget, reads English left to right and keeps right to left for a text without letters', async () => {
    const { page, chat } = await openChat({ dir: 'rtl' });
    const input = part(chat, 'composer-input');
    expect((await directions(page)).input).toBe('rtl');
    await ask(chat, '/scenario rtl');
    await expectAnswerFinished(chat);
    const read = await directions(page);
    expect(read.blocks.map(({ block, direction }) => [block, direction])).toEqual([
      ['h2', 'rtl'],
      ['p', 'rtl'],
      ['ul', 'rtl'],
      ['blockquote', 'rtl'],
      ['table-wrapper', 'rtl'],
      ['code-block', 'ltr'],
      ['p', 'ltr'],
      ['p', 'rtl'],
      ['p', 'ltr'],
    ]);
    await input.fill('Hello there');
    expect((await directions(page)).input).toBe('ltr');
    await page.context().close();
  });
});
