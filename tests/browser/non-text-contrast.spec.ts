import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
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

/**
 * Each visible field's edge, and each switched-off switch's track, with its contrast against the
 * background around it, in `host`.
 */
function fieldEdges(page: Page, host = 'agent-chat'): Promise<EdgeFinding[]> {
  return page.evaluate((host) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const opaque = (colour: string) => colour !== 'transparent' && (rgb(colour)[3] ?? 1) > 0;
    const backgroundAround = (element: Element | null): string => {
      for (let current = element; current; current = current.parentElement ?? null) {
        const colour = getComputedStyle(current).backgroundColor;
        if (opaque(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
    };
    const root = document.querySelector(host)?.shadowRoot;
    const fields = [...(root?.querySelectorAll('input, textarea, select') ?? [])].filter(
      (field) =>
        !['hidden', 'file', 'checkbox', 'radio'].includes((field as HTMLInputElement).type) &&
        field.getClientRects().length > 0,
    );
    const tracks = [...(root?.querySelectorAll('[role="switch"][aria-checked="false"] > span') ?? [])].map(
      (track) => ({
        what: 'switch off',
        ratio: ratio(getComputedStyle(track).backgroundColor, backgroundAround(track.parentElement)),
      }),
    );
    const edges = fields.map((field) => {
      // The element drawing the field's edge: the field, or the nearest framed box around it.
      let edge: Element | null = field;
      for (let depth = 0; edge && depth < 3; depth += 1, edge = edge.parentElement) {
        if (Number.parseFloat(getComputedStyle(edge).borderTopWidth) > 0) break;
      }
      const framed = edge ?? field;
      const border = getComputedStyle(framed).borderTopColor;
      const part = field.getAttribute('part') ?? field.getAttribute('name') ?? field.tagName.toLowerCase();
      return { what: part, ratio: ratio(border, backgroundAround(framed.parentElement)) };
    });
    return [...edges, ...tracks];
  }, host);
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
