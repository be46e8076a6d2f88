import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { contrast } from './support/contrast';
import { switchTheme } from './support/theme';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

/**
 * WCAG 2.2 1.4.11 (non-text contrast), which axe-core does not check: the edge that shows where a
 * field is (an input's border, or the framed box around a borderless input such as the
 * composer's) and the track of a switch that is off reach 3:1 against what is around them.
 */
const session = browserSessionForThisFile();

interface EdgeFinding {
  what: string;
  ratio: number;
}

/** A colour and the fill around it, read in the page; `auto` where the browser picks its own. */
interface ColourPair {
  what: string;
  colour: string;
  around: string;
}

/** What to read: fields' edges and switches' tracks, or the scrollbar thumbs of boxes that scroll. */
type Reading = { of: 'edges'; host: string } | { of: 'scrollbars'; selector: string };

function colourPairs(page: Page, reading: Reading): Promise<ColourPair[]> {
  return page.evaluate((reading) => {
    const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
    const backgroundAround = (element: Element | null): string => {
      for (let current = element; current; current = current.parentElement ?? null) {
        const colour = getComputedStyle(current).backgroundColor;
        if (!transparent(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const root = document.querySelector(reading.of === 'edges' ? reading.host : 'agent-chat')?.shadowRoot;
    const named = (element: Element) =>
      element.getAttribute('part') ?? element.getAttribute('name') ?? element.tagName.toLowerCase();
    if (reading.of === 'scrollbars') {
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
      return [...(root?.querySelectorAll(reading.selector) ?? [])]
        .filter((box) => {
          const { overflowX, overflowY } = getComputedStyle(box);
          return (
            (scrolls(overflowY) && box.scrollHeight > box.clientHeight) ||
            (scrolls(overflowX) && box.scrollWidth > box.clientWidth)
          );
        })
        .map((box) => {
          // A set thumb on a transparent track, which shows the box's own fill.
          const [thumb, track] = getComputedStyle(box).scrollbarColor.split(/ (?=rgb)/);
          const colour = thumb && track && transparent(track) ? thumb : 'auto';
          return { what: named(box), colour, around: backgroundAround(box) };
        });
    }
    const fields = [...(root?.querySelectorAll('input, textarea, select') ?? [])].filter(
      (field) =>
        !['hidden', 'file', 'checkbox', 'radio'].includes((field as HTMLInputElement).type) &&
        field.getClientRects().length > 0,
    );
    const tracks = [...(root?.querySelectorAll('[role="switch"][aria-checked="false"] > span') ?? [])].map(
      (track) => ({
        what: 'switch off',
        colour: getComputedStyle(track).backgroundColor,
        around: backgroundAround(track.parentElement),
      }),
    );
    const edges = fields.map((field) => {
      // The element drawing the field's edge: the field, or the nearest framed box around it.
      let edge: Element | null = field;
      for (let depth = 0; edge && depth < 3; depth += 1, edge = edge.parentElement) {
        if (Number.parseFloat(getComputedStyle(edge).borderTopWidth) > 0) break;
      }
      const framed = edge ?? field;
      return {
        what: named(field),
        colour: getComputedStyle(framed).borderTopColor,
        around: backgroundAround(framed.parentElement),
      };
    });
    return [...edges, ...tracks];
  }, reading);
}

/** The pair's contrast ratio, to two decimals; 0 for `auto`. */
function contrastOf({ what, colour, around }: ColourPair): EdgeFinding {
  if (colour === 'auto') return { what, ratio: 0 };
  return { what, ratio: Math.round(contrast(colour, around) * 100) / 100 };
}

/**
 * Each visible field's edge, and each switched-off switch's track, with its contrast against the
 * background around it, in `host`.
 */
async function fieldEdges(page: Page, host = 'agent-chat'): Promise<EdgeFinding[]> {
  return (await colourPairs(page, { of: 'edges', host })).map(contrastOf);
}

/**
 * The scrollbar thumb of each box matching `selector` that can scroll, against the fill around it.
 * Where a browser draws classic scrollbars (Firefox on Linux, whatever the `color-scheme`), its own
 * light ones showed as a white band under a dark code block and down the dark theme's list (decision
 * 095). The browser's own colours (`auto`) count as ratio 0.
 */
async function scrollbarThumbs(page: Page, selector: string): Promise<EdgeFinding[]> {
  return (await colourPairs(page, { of: 'scrollbars', selector })).map(contrastOf);
}

/** Blurs, so no field shows its focus colour instead of its resting edge, then measures. */
async function edgesAtRest(page: Page): Promise<EdgeFinding[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return fieldEdges(page);
}

/**
 * Checks the state in the default light theme, then the same state with theme="dark" (decision 036),
 * from one set-up.
 */
async function expectInBothThemes(page: Page, check: (edges: EdgeFinding[]) => void): Promise<void> {
  check(await edgesAtRest(page));
  await switchTheme(page, 'dark');
  check((await edgesAtRest(page)).map((edge) => ({ ...edge, what: `${edge.what} (dark)` })));
  await switchTheme(page, undefined);
}

function expectEdgesVisible(least: number): (edges: EdgeFinding[]) => void {
  return (edges) => {
    expect(edges.length).toBeGreaterThanOrEqual(least);
    expect(edges.filter((edge) => edge.ratio < 3)).toEqual([]);
  };
}

async function openChat(): Promise<{ page: Page; chat: Locator }> {
  const { page } = await openPage(session.browser, 'chat.html');
  const chat = page.locator('agent-chat');
  await part(chat, 'composer-input').waitFor();
  return { page, chat };
}

describe('fields and switches can be told from their surroundings (3:1), light and dark', () => {
  it('the composer and an agent-sent form', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario form');
    await expectAnswerFinished(chat);
    await part(lastAnswer(chat), 'message-form').waitFor();
    // The composer's box and the form's text fields.
    await expectInBothThemes(page, expectEdgesVisible(3));
  });

  it('the thumbs of scrollbars: a code block in both themes, every scroller in the dark', async () => {
    const { page, chat } = await openChat();
    for (const question of ['/scenario markdown', '/scenario tools', '/scenario markdown']) {
      await ask(chat, question);
      await expectAnswerFinished(chat);
    }
    const check = (thumbs: EdgeFinding[], least: number) => {
      expect(thumbs.length).toBeGreaterThanOrEqual(least);
      expect(thumbs.filter((thumb) => thumb.ratio < 3)).toEqual([]);
    };
    check(await scrollbarThumbs(page, '[part~="code-block"] pre'), 2);
    await switchTheme(page, 'dark');
    // The code blocks and the message list, which the three answers make scroll.
    check(await scrollbarThumbs(page, '*'), 3);
    // And the colour scheme reaches inside, for the browser's own scrollbars and controls.
    expect(await part(chat, 'message-list').evaluate((list) => getComputedStyle(list).colorScheme)).toBe(
      'dark',
    );
  });

  it('the task form, and a task switched off', async () => {
    const { page, chat } = await openChat();
    await part(chat, 'tasks-toggle').click();
    const panel = part(chat, 'task-panel');
    await part(panel, 'task-new').click();
    await part(panel, 'task-form').waitFor();
    await expectInBothThemes(page, expectEdgesVisible(4));
    await part(panel, 'task-form-cancel').click();
    // The preset tasks are off until the visitor switches them on.
    await part(panel, 'task-enable').first().waitFor();
    await expectInBothThemes(page, (edges) => {
      const offTracks = edges.filter((edge) => edge.what.startsWith('switch off'));
      expect(offTracks.length).toBeGreaterThan(0);
      expect(offTracks.filter((edge) => edge.ratio < 3)).toEqual([]);
    });
  });
});
