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
  /** The `data-name` of the nearest form field around it ('' outside a form). */
  field: string;
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
        field: focused?.closest<HTMLElement>('[part~="form-field"]')?.dataset.name ?? '',
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

/** Presses `key` until focus is where `wanted` says; fails after `limit` presses. Returns the presses. */
export async function pressUntil(
  page: Page,
  wanted: (place: FocusPlace) => boolean,
  options: { key?: string; host?: string; limit?: number; what?: string } = {},
): Promise<number> {
  const { key = 'Tab', host = 'agent-chat', limit = 120, what = 'the wanted control' } = options;
  const visited: string[] = [];
  for (let count = 1; count <= limit; count += 1) {
    await page.keyboard.press(key);
    const place = await focusPlace(page, host);
    if (wanted(place)) return count;
    if (visited.length < 12)
      visited.push(place.inWidget ? `${place.tag}[${place.part}]` : `page:${place.tag}`);
  }
  throw new Error(`${key} never reached ${what} in ${limit} presses (visited ${visited.join(', ')}…)`);
}

/** Presses Tab (or `key`) until the focused widget element has `partName`. */
export function tabTo(page: Page, partName: string, host = 'agent-chat', key = 'Tab'): Promise<number> {
  return pressUntil(page, (place) => place.inWidget && place.part.split(/\s+/).includes(partName), {
    key,
    host,
    what: `[part~="${partName}"]`,
  });
}

/** Whether the widget's open modal dialog (if any) is a native <dialog> shown with showModal(). */
export function modalDialogParts(page: Page, host = 'agent-chat'): Promise<string[]> {
  return page.evaluate((host) => {
    const root = document.querySelector(host)?.shadowRoot;
    return [...(root?.querySelectorAll('dialog:modal') ?? [])].map((item) => item.getAttribute('part') ?? '');
  }, host);
}

/**
 * Whether the focused widget element shows a focus indicator: a visible outline, or a ring (a
 * box-shadow with no blur and some spread), on it or on one of its two nearest ancestors (a
 * field's `focus-within` frame). Returns a description of the element when it shows none.
 */
export function focusIndicatorProblem(page: Page, host = 'agent-chat'): Promise<string | null> {
  return page.evaluate((host) => {
    const focused = document.querySelector(host)?.shadowRoot?.activeElement;
    if (!focused) return 'nothing focused in the widget';
    const transparent = (colour: string) => colour === 'transparent' || /,\s*0\)$/.test(colour);
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) >= 1 &&
        !transparent(style.outlineColor);
      // "rgb(…) 0px 0px 0px 2px" entries: a ring; ordinary shadows have a blur.
      const ring = style.boxShadow
        .split(/,(?![^(]*\))/)
        .some((shadow) => /0px 0px 0px [1-9]/.test(shadow) && !/rgba\([^)]*,\s*0\)/.test(shadow));
      return outline || ring;
    };
    const chain = [focused, focused.parentElement, focused.parentElement?.parentElement];
    if (chain.some((element) => element && shows(element))) return null;
    return `${focused.tagName.toLowerCase()} part="${focused.getAttribute('part') ?? ''}" "${(
      focused.getAttribute('aria-label') ??
      focused.textContent ??
      ''
    )
      .trim()
      .slice(0, 30)}"`;
  }, host);
}
