// @vitest-environment happy-dom
import temml from 'temml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MathToken } from '../../src/content/markdown/tokens';
import { mathAt } from '../../src/rich/math-syntax';
import { typeset } from '../../src/rich/typeset';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

/** The formula token the core's parser makes of `source`, as the rich file finds it. */
function token(source: string): MathToken {
  const found = mathAt(source, 0);
  if (!Array.isArray(found)) throw new Error(`no formula in ${source}`);
  return found[0];
}

/** A formula's span as the core renders it: preact's one text node with the source, in a shadow root. */
function formulaSpan(math: MathToken): { span: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  const span = document.createElement('span');
  span.textContent = math.text;
  root.appendChild(span);
  return { span, root };
}

/**
 * Waits until `span` shows its typeset formula: at once while the test's task has typesetting
 * budget left, in a later task once an earlier test's formulas spent it.
 */
async function typesetIn(span: HTMLElement): Promise<Element> {
  await vi.waitFor(() => expect(span.firstElementChild).not.toBeNull());
  return span.firstElementChild as Element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('typeset: a formula', () => {
  it('becomes a MathML <math> element, and the styles are adopted', async () => {
    const math = token('$E=mc^2$');
    const { span, root } = formulaSpan(math);
    typeset(span, math);
    const element = await typesetIn(span);
    expect(element?.namespaceURI).toBe(MATHML);
    expect(element?.localName).toBe('math');
    expect(element?.querySelector('msup')).not.toBeNull();
    expect(root.adoptedStyleSheets).toHaveLength(1);
  });

  it('in display sits in a sideways-scrolling box and keeps its TeX as an annotation', async () => {
    const math = token('$$\\sum_{i=1}^n i = \\frac{n(n+1)}{2}$$');
    const { span } = formulaSpan(math);
    typeset(span, math);
    const box = await typesetIn(span);
    expect(box.className).toBe('acr-display');
    expect(box.querySelector('math')?.getAttribute('display')).toBe('block');
    const annotation = box.querySelector('annotation');
    expect(annotation?.getAttribute('encoding')).toBe('application/x-tex');
    expect(annotation?.textContent).toBe(math.tex);
  });

  it('that fails to parse shows its source, not an error', async () => {
    const math = token('$\\frac{a}{$');
    const { span } = formulaSpan(math);
    const source = span.firstChild;
    typeset(span, math);
    // A formula after it shows the broken one had its turn.
    const after = token('$y$');
    const next = formulaSpan(after);
    typeset(next.span, after);
    await typesetIn(next.span);
    expect([...span.childNodes]).toEqual([source]);
    expect(span.textContent).toBe('$\\frac{a}{$');
  });

  it('never gets a style attribute through setAttribute, though Temml asks for one (\\sideset)', async () => {
    const tree = temml.__renderToMathMLTree('\\sideset{_a}{^b}\\sum', { displayMode: false, trust: false });
    expect(JSON.stringify(tree)).toContain('"style":"text-align: left;"');
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    for (const source of [
      '$\\sideset{_a}{^b}\\sum$',
      '$$\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}$$',
      '$\\color{red}x$',
    ]) {
      const math = token(source);
      const { span } = formulaSpan(math);
      typeset(span, math);
      await typesetIn(span);
    }
    expect(setAttribute).toHaveBeenCalled();
    expect(setAttribute.mock.calls.filter(([name]) => name.toLowerCase() === 'style')).toEqual([]);
  });

  it('typeset again (a streamed paragraph re-rendered) is a copy of the first, not typeset anew', async () => {
    const render = vi.spyOn(temml, '__renderToMathMLTree');
    const math = token('$\\sqrt{2}\\approx 1.414$');
    const first = formulaSpan(math);
    typeset(first.span, math);
    await typesetIn(first.span);
    const again = formulaSpan({ ...math });
    typeset(again.span, { ...math });
    expect(render).toHaveBeenCalledTimes(1);
    expect(again.span.innerHTML).toBe(first.span.innerHTML);
    expect(again.span.firstChild).not.toBe(first.span.firstChild);
  });

  it("gets the core's text node back and the new formula when its span is reused", async () => {
    const math = token('$a+b$');
    const { span } = formulaSpan(math);
    const source = span.firstChild as Text;
    typeset(span, math);
    await typesetIn(span);
    source.data = '$c$';
    typeset(span, token('$c$'));
    await vi.waitFor(() => expect(span.querySelector('mi')?.textContent).toBe('c'));
  });
});

describe('typeset: many formulas in one task (an answer from history)', () => {
  it('typesets formulas at once only while the task has budget left, and queues the rest', async () => {
    const spans = Array.from({ length: 300 }, (_, index) => {
      const math = token(
        `$\\int_0^{${index}} x^{${index}}\\,dx = \\frac{${index}^{${index + 1}}}{${index + 1}}$`,
      );
      return { ...formulaSpan(math), math };
    });
    for (const { span, math } of spans) typeset(span, math);
    const atOnce = spans.filter(({ span }) => span.querySelector('math')).length;
    expect(atOnce).toBeLessThan(300);
    await vi.waitFor(() => expect(spans.every(({ span }) => span.querySelector('math'))).toBe(true), {
      timeout: 20_000,
    });
  });
});
