/**
 * What the smoke suite asks of a browser engine. Firefox (puppeteer-core over WebDriver BiDi) and WebKitGTK
 * (classic W3C WebDriver) each implement it, so both run the same tests.
 */

/** The widget element a target lives in. */
export type WidgetHost = 'agent-chat' | 'agent-chat-launcher';

/**
 * An element inside a widget's shadow root: the first (or the last) match of `selector`, optionally inside
 * the last match of `within` (the last answer, say).
 */
export interface Target {
  host: WidgetHost;
  selector: string;
  last?: boolean;
  within?: string;
}

/** A key the tests press. */
export type Key = 'Enter' | 'Escape';

// biome-ignore lint/suspicious/noExplicitAny: a page function takes whatever JSON its caller passes.
export type PageFunction<Result> = (...args: any[]) => Result;

export interface EngineSession {
  readonly name: string;
  /** Opens tests/browser/pages/NAME with query parameters read by page-setup.js, in a clean profile state. */
  open(page: string, query?: Record<string, string>): Promise<void>;
  /** Loads the open page again, keeping its storage (the widget restores its conversation). */
  reload(): Promise<void>;
  /** Runs a self-contained function in the page; arguments and result travel as JSON. */
  run<Result>(fn: PageFunction<Result>, ...args: unknown[]): Promise<Awaited<Result>>;
  /** A real click (the engine's own pointer input) on the target. */
  click(target: Target): Promise<void>;
  /** Focuses the target and types the text with real key events. */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Picks a file from disk in an `<input type="file">`, as the file chooser would. */
  chooseFile(target: Target, path: string): Promise<void>;
  /** Saves a PNG of the viewport (kept for a failed test, to see what the engine showed). */
  screenshot(path: string): Promise<void>;
  /** Whether the browser still answers: a crashed web process ends a WebKit session for good. */
  alive(): Promise<boolean>;
  /** What the driver last printed, to explain a session that ended by itself (empty if it keeps none). */
  driverOutput(): string;
  /** Closes the browser, its driver and its temporary profile. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Finds a target in the page (runs in the browser, so it is self-contained). Returns null when absent.
 */
export function findTarget(target: Target): Element | null {
  const root = document.querySelector(target.host)?.shadowRoot;
  if (!root) return null;
  let scope: ParentNode = root;
  if (target.within) {
    const containers = root.querySelectorAll(target.within);
    const container = containers[containers.length - 1];
    if (!container) return null;
    scope = container;
  }
  const matches = scope.querySelectorAll(target.selector);
  return (target.last ? matches[matches.length - 1] : matches[0]) ?? null;
}

/** A part by name (parts.md), as tests find elements. */
export const partSelector = (name: string) => `[part~="${name}"]`;
