/**
 * A small classic W3C WebDriver client over fetch: only the commands the smoke suite uses.
 * https://www.w3.org/TR/webdriver2/
 */

/** The key under which WebDriver serialises an element reference (W3C "web element identifier"). */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** Key codes of the WebDriver keyboard table (W3C "keyboard actions"). */
export const WEBDRIVER_KEYS = { Enter: '\uE007', Escape: '\uE00C' } as const;

/** A driver command that takes longer than this is reported by name instead of hanging the test. */
const COMMAND_TIMEOUT_MS = 30_000;

export type ElementReference = { [ELEMENT_KEY]: string };

interface WebDriverAnswer {
  value: unknown;
}

export class WebDriverError extends Error {}

export class WebDriverClient {
  private sessionId: string | undefined;

  constructor(private readonly baseUrl: string) {}

  private async command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    });
    const answer = (await response.json()) as WebDriverAnswer;
    if (!response.ok) {
      const failure = answer.value as { error?: string; message?: string };
      throw new WebDriverError(`WebDriver ${method} ${path}: ${failure.error}: ${failure.message}`);
    }
    return answer.value;
  }

  private sessionPath(path: string): string {
    if (!this.sessionId) throw new WebDriverError('no WebDriver session');
    return `/session/${this.sessionId}${path}`;
  }

  async newSession(capabilities: Record<string, unknown>): Promise<void> {
    const created = (await this.command('POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    })) as { sessionId: string };
    this.sessionId = created.sessionId;
  }

  async deleteSession(): Promise<void> {
    if (!this.sessionId) return;
    const path = this.sessionPath('');
    this.sessionId = undefined;
    await this.command('DELETE', path);
  }

  async navigate(url: string): Promise<void> {
    await this.command('POST', this.sessionPath('/url'), { url });
  }

  async refresh(): Promise<void> {
    await this.command('POST', this.sessionPath('/refresh'), {});
  }

  /** The viewport as PNG bytes. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.command('GET', this.sessionPath('/screenshot'))) as string, 'base64');
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    await this.command('POST', this.sessionPath('/window/rect'), { width, height });
  }

  /**
   * Runs `body` (a function body reading `arguments`) as an async script: it settles the WebDriver
   * callback with `{ value }` or `{ error }`, so a rejected promise becomes a failure with its message.
   */
  async execute(body: string, args: readonly unknown[]): Promise<unknown> {
    const script =
      'const settle = arguments[arguments.length - 1];' +
      `Promise.resolve().then(() => { ${body} }).then(` +
      '(value) => settle({ value }), (error) => settle({ error: String(error && error.stack || error) }));';
    const settled = (await this.command('POST', this.sessionPath('/execute/async'), {
      script,
      args,
    })) as { value?: unknown; error?: string };
    if (settled.error !== undefined) throw new WebDriverError(`page script failed: ${settled.error}`);
    return settled.value;
  }

  async click(element: ElementReference): Promise<void> {
    await this.command('POST', this.sessionPath(`/element/${element[ELEMENT_KEY]}/click`), {});
  }

  /** Element Send Keys: focuses the element and types; on a file input, the text is a file path. */
  async sendKeys(element: ElementReference, text: string): Promise<void> {
    await this.command('POST', this.sessionPath(`/element/${element[ELEMENT_KEY]}/value`), { text });
  }

  /** One key down and up on the focused element (W3C "Perform Actions"). */
  async pressKey(key: string): Promise<void> {
    await this.command('POST', this.sessionPath('/actions'), {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: key },
            { type: 'keyUp', value: key },
          ],
        },
      ],
    });
    await this.command('DELETE', this.sessionPath('/actions'));
  }
}

export function isElementReference(value: unknown): value is ElementReference {
  return typeof value === 'object' && value !== null && ELEMENT_KEY in value;
}
