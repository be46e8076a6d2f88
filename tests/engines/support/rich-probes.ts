/**
 * Page functions (self-contained: no imports, no outer variables) that read a rich answer (decision
 * 069) through the widget's part names: its code blocks' highlighting and colours, and its formulas.
 * Shared by the Chromium suite and the Firefox and WebKit smoke tests.
 */
import type { WidgetHost } from './engine';

export interface RichCodeBlock {
  /** The header's language label. */
  language: string;
  text: string;
  /** Highlighted spans (`hljs-…` classes) in the code. */
  spans: number;
  /** The lowest WCAG contrast of any coloured text in the code against the block's background. */
  lowestContrast: number;
  /** The distinct colours of its highlighted spans. */
  colours: string[];
}

export interface RichFormula {
  text: string;
  /** Whether a MathML `<math>` element was drawn. */
  typeset: boolean;
  display: boolean;
}

export interface RichAnswer {
  text: string;
  codeBlocks: RichCodeBlock[];
  formulas: RichFormula[];
}

export function richAnswer(host: WidgetHost): RichAnswer | null {
  const answers = document.querySelector(host)?.shadowRoot?.querySelectorAll('[part~="assistant-message"]');
  const answer = answers?.[answers.length - 1]?.querySelector('[part~="answer"]');
  if (!answer) return null;
  const channels = (colour: string): number[] => {
    const values = (colour.match(/[\d.]+/g) ?? []).map(Number);
    // `color(srgb r g b)` gives channels from 0 to 1, `rgb(…)` from 0 to 255.
    return (colour.startsWith('color(') ? values.map((value) => value * 255) : values).slice(0, 3);
  };
  const luminance = (colour: string) => {
    const [red = 0, green = 0, blue = 0] = channels(colour).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const contrast = (first: string, second: string) => {
    const [light = 0, dark = 0] = [luminance(first), luminance(second)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  };
  const codeBlocks = [...answer.querySelectorAll('[part~="code-block"]')].map((block) => {
    const code = block.querySelector('code');
    const background = getComputedStyle(block).backgroundColor;
    const spans = [...(code?.querySelectorAll('span') ?? [])].filter((span) =>
      [...span.classList].some((name) => name.startsWith('hljs-')),
    );
    const coloured = [...(code ? [code] : []), ...spans];
    const colours = [...new Set(spans.map((span) => getComputedStyle(span).color))];
    return {
      language: block.querySelector('span')?.textContent ?? '',
      text: code?.textContent ?? '',
      spans: spans.length,
      lowestContrast: Math.min(...coloured.map((node) => contrast(getComputedStyle(node).color, background))),
      colours,
    };
  });
  const formulas = [...answer.querySelectorAll('[part~="math"]')].map((formula) => {
    const math = formula.querySelector('math');
    return {
      text: formula.textContent ?? '',
      typeset: math !== null,
      display: math?.getAttribute('display') === 'block',
    };
  });
  return { text: answer.textContent ?? '', codeBlocks, formulas };
}

/** Releases the reference server's held steps (the rich-gated scenario's open fence). */
export async function releaseHeldSteps(): Promise<void> {
  // Only this test's workspace: the other engine may be holding its own stream on the same server.
  const workspace = document.querySelector('agent-chat')?.getAttribute('workspace-id');
  await fetch('/__test/cut', { method: 'POST', body: JSON.stringify({ workspace_id: workspace }) });
}

/** The page's CSP violations, as csp-violations.js collected them. */
export function cspViolationsOfPage(): string[] {
  return (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [];
}
