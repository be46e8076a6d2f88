// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlight } from '../../src/rich/highlight';

/** A code element as the core renders it: preact's one text node, inside a chat's shadow root. */
function codeBlock(text: string): { code: HTMLElement; source: Text; root: ShadowRoot } {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  const code = document.createElement('code');
  const source = document.createTextNode(text);
  code.appendChild(source);
  root.appendChild(code);
  return { code, source, root };
}

/** Waits until a block highlighted after everything queued so far is done: the queue ran past them. */
async function queueDrained() {
  const { code } = codeBlock(`let marker = ${Math.random()};`);
  highlight(code, 'js', code.textContent as string);
  await vi.waitFor(() => expect(code.querySelector('span')).not.toBeNull());
}

let samples = 0;
/** A TypeScript block no test highlighted before: highlighted blocks are remembered. */
const sample = () => {
  samples += 1;
  return `export async function load${samples}(id: number): Promise<string> {\n  const response = await fetch(\`/items/\${id}\`);\n  return response.text(); // the body\n}`;
};

/**
 * A block too long to be drawn at once (at-once.ts: over 10 ms at 0.003 ms a character) yet one
 * piece (4,000 characters at most): it is queued whatever the grammar.
 */
const queuedSample = (first = sample()) => `${first}\n${'let value = compute(1); // note\n'.repeat(110)}`;

afterEach(() => {
  document.body.replaceChildren();
});

describe('highlight: a closed code block', () => {
  it('is highlighted in a later task, as spans with the same text, and the styles are adopted once', async () => {
    const SAMPLE = sample();
    const { code, root } = codeBlock(SAMPLE);
    highlight(code, 'ts', SAMPLE);
    expect(code.querySelector('span')).toBeNull();
    await vi.waitFor(() => expect(code.querySelector('.hljs-keyword')).not.toBeNull());
    expect(code.textContent).toBe(SAMPLE);
    expect(code.querySelector('.hljs-comment')?.textContent).toBe('// the body');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    const other = document.createElement('code');
    other.textContent = 'x = 1';
    root.appendChild(other);
    highlight(other, 'python', 'x = 1');
    await vi.waitFor(() => expect(other.querySelector('span')).not.toBeNull());
    expect(root.adoptedStyleSheets).toHaveLength(1);
  });

  it('is drawn at once when shown again (a remount), from the blocks highlighted before', async () => {
    const SAMPLE = sample();
    const first = codeBlock(SAMPLE);
    highlight(first.code, 'ts', SAMPLE);
    await vi.waitFor(() => expect(first.code.querySelector('span')).not.toBeNull());
    const again = codeBlock(SAMPLE);
    highlight(again.code, 'ts', SAMPLE);
    expect(again.code.innerHTML).toBe(first.code.innerHTML);
  });

  it('is not highlighted again when the core calls again with the same text', async () => {
    const SAMPLE = sample();
    const { code } = codeBlock(SAMPLE);
    highlight(code, 'ts', SAMPLE);
    await vi.waitFor(() => expect(code.querySelector('span')).not.toBeNull());
    const first = code.firstChild;
    highlight(code, 'ts', SAMPLE);
    await queueDrained();
    expect(code.firstChild).toBe(first);
  });

  it('stays as it is in a language highlight.js does not know', async () => {
    const { code, source } = codeBlock('+[-->-[>>+>-----<<]<--<---]>-.');
    highlight(code, 'brainfuck', source.data);
    await queueDrained();
    expect([...code.childNodes]).toEqual([source]);
  });

  it('is not overwritten when the element shows other text by its turn (reused by the core)', async () => {
    const SAMPLE = queuedSample();
    const { code, source } = codeBlock(SAMPLE);
    highlight(code, 'ts', SAMPLE);
    source.data = 'const other = 2;';
    await queueDrained();
    expect([...code.childNodes]).toEqual([source]);
  });

  it("gets the core's text node back when reused for other text after highlighting, then that text highlighted", async () => {
    const SAMPLE = sample();
    const { code, source } = codeBlock(SAMPLE);
    highlight(code, 'ts', SAMPLE);
    await vi.waitFor(() => expect(code.querySelector('span')).not.toBeNull());
    // preact writes the new text into its own node, which highlighting took out of the element.
    const other = queuedSample('let other = 2;');
    source.data = other;
    highlight(code, 'ts', source.data);
    expect([...code.childNodes]).toEqual([source]);
    await vi.waitFor(() => expect(code.querySelector('.hljs-keyword')?.textContent).toBe('let'));
    expect(code.textContent).toBe(other);
  });

  it('draws nothing into an element removed before its turn', async () => {
    const SAMPLE = queuedSample();
    const { code, source } = codeBlock(SAMPLE);
    highlight(code, 'ts', SAMPLE);
    code.remove();
    await queueDrained();
    expect([...code.childNodes]).toEqual([source]);
  });

  it('draws a small block of a grammar already compiled at once, in the call, while the task has time', async () => {
    const warm = codeBlock(sample());
    highlight(warm.code, 'ts', warm.source.data);
    await vi.waitFor(() => expect(warm.code.querySelector('span')).not.toBeNull());
    // In a new task, so this task's share is whole.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const SAMPLE = sample();
    const { code } = codeBlock(SAMPLE);
    highlight(code, 'ts', SAMPLE);
    expect(code.querySelector('.hljs-keyword')).not.toBeNull();
    expect(code.textContent).toBe(SAMPLE);
    // A block too long for the rest of the task goes to the queue.
    const long = codeBlock(queuedSample());
    highlight(long.code, 'ts', long.source.data);
    expect([...long.code.childNodes]).toEqual([long.source]);
    await vi.waitFor(() => expect(long.code.querySelector('span')).not.toBeNull());
  });

  it('highlights a large block a piece per task, drawn whole once the last piece is done', async () => {
    const paragraph = Array.from(
      { length: 40 },
      (_, line) => `const value${line} = compute(${line}); // note`,
    ).join('\n');
    const text = Array.from({ length: 8 }, () => paragraph).join('\n\n');
    const { code } = codeBlock(text);
    highlight(code, 'js', text);
    await vi.waitFor(() => expect(code.querySelector('span')).not.toBeNull());
    expect(code.textContent).toBe(text);
    expect(code.querySelectorAll('.hljs-comment')).toHaveLength(8 * 40);
  });

  it('leaves a block over 20,000 characters plain', async () => {
    const text = 'let x = 1;\n'.repeat(2_000);
    const { code, source } = codeBlock(text);
    highlight(code, 'js', text);
    await queueDrained();
    expect([...code.childNodes]).toEqual([source]);
  });

  it('uses no innerHTML', async () => {
    const innerHtml = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    const { code } = codeBlock('<b>bold</b>');
    highlight(code, 'html', '<b>bold</b>');
    await vi.waitFor(() => expect(code.querySelector('span')).not.toBeNull());
    expect(innerHtml).not.toHaveBeenCalled();
    innerHtml.mockRestore();
  });
});
