/**
 * Functions that run inside the page (so each is self-contained: no imports, no outer variables) and
 * read the widget's state through its public part names (parts.md).
 */
import type { WidgetHost } from './engine';

/** The last answer of a widget: its streaming state, its rendered markdown and its whole text. */
export function lastAnswer(host: WidgetHost) {
  const answers = document.querySelector(host)?.shadowRoot?.querySelectorAll('[part~="assistant-message"]');
  const answer = answers?.[answers.length - 1];
  if (!answer) return null;
  return {
    streaming: answer.getAttribute('data-streaming'),
    success: answer.getAttribute('data-success'),
    markdown: answer.querySelector('[part~="answer"]')?.textContent ?? '',
    text: answer.textContent ?? '',
  };
}

/** How many elements match a selector in the widget's shadow root. */
export function countParts(host: WidgetHost, selector: string): number {
  return document.querySelector(host)?.shadowRoot?.querySelectorAll(selector).length ?? 0;
}

/** An attribute of the first match, or null (absent element or attribute). */
export function attributeOf(host: WidgetHost, selector: string, name: string): string | null {
  return document.querySelector(host)?.shadowRoot?.querySelector(selector)?.getAttribute(name) ?? null;
}

/** The part names of the element focused inside the widget. */
export function focusedParts(host: WidgetHost): string[] {
  const active = document.querySelector(host)?.shadowRoot?.activeElement;
  return active?.getAttribute('part')?.split(' ') ?? [];
}

/** Whether the first match is laid out and visible, and its box. */
export function visibility(host: WidgetHost, selector: string) {
  const element = document.querySelector(host)?.shadowRoot?.querySelector(selector);
  if (!element) return { shown: false, width: 0, height: 0, right: 0, bottom: 0 };
  const box = element.getBoundingClientRect();
  const shown = element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  return {
    shown,
    width: Math.round(box.width),
    height: Math.round(box.height),
    right: Math.round(window.innerWidth - box.right),
    bottom: Math.round(window.innerHeight - box.bottom),
  };
}

/** Starts noting, as the widget renders, whether an answer was seen streaming; `streamRecord` reads it. */
export function recordStreaming(host: WidgetHost): void {
  const root = document.querySelector(host)?.shadowRoot;
  if (!root) throw new Error(`${host} has no shadow root yet`);
  const record = { streamingSeen: false };
  (window as unknown as { __streamRecord: typeof record }).__streamRecord = record;
  const look = () => {
    if (root.querySelector('[part~="assistant-message"][data-streaming="true"]')) record.streamingSeen = true;
  };
  new MutationObserver(look).observe(root, { subtree: true, childList: true, attributes: true });
}

export function streamRecord() {
  return (window as unknown as { __streamRecord?: { streamingSeen: boolean } }).__streamRecord;
}

/** The first rendered table of the last answer: its cells and the styles the widget's CSS gives them. */
export function lastAnswerTable(host: WidgetHost) {
  const answers = document.querySelector(host)?.shadowRoot?.querySelectorAll('[part~="assistant-message"]');
  const answer = answers?.[answers.length - 1];
  const tables = answer?.querySelectorAll('[part~="answer"] table') ?? [];
  const table = tables[0];
  if (!table) return null;
  const header = [...table.querySelectorAll('thead th')];
  const style = header[0] ? getComputedStyle(header[0]) : null;
  return {
    count: tables.length,
    header: header.map((cell) => cell.textContent),
    firstRow: [...table.querySelectorAll('tbody tr:first-child td')].map((cell) => cell.textContent),
    alignments: header.map((cell) => getComputedStyle(cell).textAlign),
    borderCollapse: getComputedStyle(table).borderCollapse,
    headerBorderWidth: style?.borderTopWidth,
  };
}

/**
 * The answer streams the page read itself: they are in its resource timing. A stream read in the
 * widget's worker (`stream-worker`, decision 055) is in the worker's timeline instead.
 */
export function streamsReadByThePage(): number {
  return performance.getEntriesByType('resource').filter((entry) => entry.name.includes('chat_messages'))
    .length;
}

/**
 * Counts the workers the page starts from now on (`workersStarted` reads the count). A direct probe of
 * where a stream is read: WebKit gives a page's streamed fetch no resource timing entry when the widget
 * ends the read before the server has closed the connection, so `streamsReadByThePage` can miss it there.
 */
export function countWorkers(): void {
  const counted = window as unknown as { __workersStarted?: number };
  if (counted.__workersStarted !== undefined) return;
  counted.__workersStarted = 0;
  window.Worker = class extends Worker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      counted.__workersStarted = (counted.__workersStarted ?? 0) + 1;
    }
  };
}

export function workersStarted(): number {
  return (window as unknown as { __workersStarted?: number }).__workersStarted ?? 0;
}

/** The errors the page saw through the widgets' `chat-error` events (page-setup.js collects them). */
export function chatErrors(): unknown[] {
  return (window as unknown as { __chatErrors?: unknown[] }).__chatErrors ?? [];
}

/** The state of the file preview dialog: open, modal (in the top layer) and its image loaded. */
export function filePreviewState(host: WidgetHost) {
  const dialog = document.querySelector(host)?.shadowRoot?.querySelector('[part~="file-preview"]');
  if (!(dialog instanceof HTMLDialogElement)) return null;
  const image = dialog.querySelector('[part~="file-preview-image"]');
  return {
    open: dialog.open,
    modal: dialog.matches(':modal'),
    imageWidth: image instanceof HTMLImageElement ? image.naturalWidth : 0,
  };
}

/** The natural width of the first matching image, 0 until it has loaded. */
export function imageWidth(host: WidgetHost, selector: string): number {
  const image = document.querySelector(host)?.shadowRoot?.querySelector(selector);
  return image instanceof HTMLImageElement ? image.naturalWidth : 0;
}

/** The text of the first match, or null. */
export function textOf(host: WidgetHost, selector: string): string | null {
  return document.querySelector(host)?.shadowRoot?.querySelector(selector)?.textContent ?? null;
}

/**
 * Brings the first match into view and gives its box once the engine has rendered it there (a
 * message off screen skips rendering: decision 051), to see when it has stopped moving (a list still
 * scrolling); null while there is no match or it is not rendered yet. The box is read after two
 * rendering updates: the one that scrolls, and the next, in which the list's ResizeObserver and
 * `content-visibility` answer the scroll (a message shown for the first time takes its real height
 * and the list pins to the bottom again). A loaded WebKit once went 280 ms without a rendering
 * update, so readings a fixed time apart saw a box that the next update moved.
 */
export async function renderedBoxOf(host: WidgetHost, selector: string): Promise<string | null> {
  const element = document.querySelector(host)?.shadowRoot?.querySelector(selector);
  if (!element) return null;
  element.scrollIntoView({ block: 'nearest' });
  for (let update = 0; update < 2; update++) await new Promise(requestAnimationFrame);
  const rendered = element as Element & { checkVisibility?(options: object): boolean };
  if (!element.isConnected) return null;
  if (rendered.checkVisibility && !rendered.checkVisibility({ contentVisibilityAuto: true })) return null;
  const box = element.getBoundingClientRect();
  return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
}
