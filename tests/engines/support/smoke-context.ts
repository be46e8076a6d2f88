import { expect } from 'vitest';
import { type EngineSession, partSelector as part, type WidgetHost } from './engine';
import { countParts, lastAnswer, renderedBoxOf } from './widget-probes';

/** A whole answer of the reference server streams in about a second; a busy machine needs more. */
export const ANSWER_TIMEOUT = { timeout: 20_000 };

/** What every smoke test uses: the engine of its file and the widget steps shared by the tests. */
export interface SmokeContext {
  readonly engine: EngineSession;
  /** The workspace `openPage(test)` opens: the reference server keeps its conversations apart. */
  workspaceOf(test: string): string;
  /**
   * Opens a test page in a workspace of this test's own, and waits for the widget to render; `query`
   * adds attributes page-setup.js sets.
   */
  openPage(
    test: string,
    page?: 'chat.html' | 'launcher.html' | 'chat.rich.csp.html',
    query?: Record<string, string>,
  ): Promise<void>;
  /** Types into the composer with real keys and sends with Enter. */
  ask(host: WidgetHost, text: string): Promise<void>;
  /**
   * A real click once the target has stopped moving: the driver reads the element's place and then
   * clicks there, so a list still scrolling (after a reload, say) would take the click elsewhere.
   */
  click(host: WidgetHost, selector: string): Promise<void>;
  /** Waits until the last answer has finished streaming. */
  answerFinished(host?: WidgetHost): Promise<void>;
}

export function smokeContext(engineName: string, current: () => EngineSession | undefined): SmokeContext {
  const session = () => {
    const engine = current();
    if (!engine) throw new Error(`${engineName} did not start (see the error of beforeAll)`);
    return engine;
  };
  return {
    get engine() {
      return session();
    },
    workspaceOf: (test) => `ws-engines-${engineName}-${test}`,
    async openPage(test, page = 'chat.html', query = {}) {
      // Workspaces keep the reference server's state apart, so engines may run side by side.
      await session().open(page, { ...query, workspace: this.workspaceOf(test) });
      const [host, ready] =
        page === 'launcher.html'
          ? ['agent-chat-launcher', 'launcher-button']
          : ['agent-chat', 'composer-input'];
      await expect.poll(() => session().run(countParts, host, part(ready))).toBe(1);
    },
    async ask(host, text) {
      await session().type({ host, selector: part('composer-input') }, text);
      await session().press('Enter');
    },
    async click(host, selector) {
      // Three equal readings, each after two rendering updates and at least 100 ms apart: a loaded
      // WebKit once saw equal readings 50 ms apart and then clicked where the file card no longer was
      // (the preview never opened), and once went 280 ms without a rendering update, so that its list
      // scrolled between the press and the release of the click.
      let previous: string | null = null;
      let sameReadings = 0;
      await expect
        .poll(
          async () => {
            const box = await session().run(renderedBoxOf, host, selector);
            sameReadings = box !== null && box === previous ? sameReadings + 1 : 0;
            previous = box;
            return sameReadings >= 2;
          },
          { interval: 100 },
        )
        .toBe(true);
      await session().click({ host, selector });
    },
    async answerFinished(host = 'agent-chat') {
      await expect
        .poll(async () => (await session().run(lastAnswer, host))?.streaming, ANSWER_TIMEOUT)
        .toBe('false');
    },
  };
}
