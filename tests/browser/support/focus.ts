import type { Page } from 'playwright-core';

/** Where keyboard focus is, seen through the widget element's shadow root. */
export interface FocusPlace {
  /** The focused element is inside the widget's shadow root. */
  inWidget: boolean;
  /** Focus is on the page body (or nowhere): the failure these tests look for. */
  onBody: boolean;
  /** The focused element's part names ('' when it has none). */
  part: string;
  tag: string;
  /** Its accessible name as written (aria-label, else its text), for messages. */
  name: string;
  /** The `id` of a focused host page element. */
  hostId: string;
  /** The focused element sits inside an element whose part names include this one (see `focusWithin`). */
  within: boolean;
}

/**
 * Where focus is now. `host` selects the widget element (`agent-chat`, `agent-chat-launcher`);
 * `withinPart`, when given, also tells whether focus is inside the element with that part name.
 */
export function focusPlace(page: Page, host = 'agent-chat', withinPart = ''): Promise<FocusPlace> {
  return page.evaluate(
    ({ host, withinPart }) => {
      const element = document.querySelector(host);
      const outer = document.activeElement;
      const inner = outer === element ? (element?.shadowRoot?.activeElement ?? null) : null;
      const focused = inner ?? outer;
      const container = withinPart ? focused?.closest(`[part~="${withinPart}"]`) : null;
      return {
        inWidget: inner !== null,
        onBody: outer === null || outer === document.body,
        part: focused?.getAttribute('part') ?? '',
        tag: focused?.tagName.toLowerCase() ?? '',
        name: (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').trim().slice(0, 40),
        hostId: inner ? '' : (focused?.id ?? ''),
        within: Boolean(container),
      };
    },
    { host, withinPart },
  );
}

/** The part names of the focused widget element ('' when focus is elsewhere). */
export async function focusedPart(page: Page, host = 'agent-chat'): Promise<string> {
  const place = await focusPlace(page, host);
  return place.inWidget ? place.part : '';
}

/** Presses `key` `times` times and records where focus is after each press. */
export async function pressAndTrack(
  page: Page,
  key: string,
  times: number,
  host = 'agent-chat',
  withinPart = '',
): Promise<FocusPlace[]> {
  const places: FocusPlace[] = [];
  for (let index = 0; index < times; index += 1) {
    await page.keyboard.press(key);
    places.push(await focusPlace(page, host, withinPart));
  }
  return places;
}

/** Presses Tab until the focused widget element has `partName`; fails after `limit` presses. */
export async function tabTo(page: Page, partName: string, host = 'agent-chat', limit = 60): Promise<number> {
  for (let count = 1; count <= limit; count += 1) {
    await page.keyboard.press('Tab');
    const parts = (await focusedPart(page, host)).split(/\s+/);
    if (parts.includes(partName)) return count;
  }
  throw new Error(`Tab never reached [part~="${partName}"] in ${limit} presses`);
}

/** Whether the widget's open modal dialog (if any) is a native <dialog> shown with showModal(). */
export function modalDialogParts(page: Page, host = 'agent-chat'): Promise<string[]> {
  return page.evaluate((host) => {
    const root = document.querySelector(host)?.shadowRoot;
    return [...(root?.querySelectorAll('dialog:modal') ?? [])].map((item) => item.getAttribute('part') ?? '');
  }, host);
}
