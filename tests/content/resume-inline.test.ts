import { describe, expect, it } from 'vitest';
import type { LinkTarget } from '../../src/content/markdown/link-syntax';
import { parseInline } from '../../src/content/markdown/parse-inline';
import { parseStreamedInline } from '../../src/content/markdown/resume-inline';
import { cpuMs } from './support/cpu-time';

const NO_REFERENCES = new Map<string, LinkTarget>();

/** Texts that settle often, rarely, or only late: emphasis, links, code, CJK, addresses, breaks. */
const TEXTS = {
  'words with emphasis': 'word *em* **strong** ~~del~~ _u_ '.repeat(12),
  'Chinese with bold and addresses': '中文**粗体**，更多文字。见 https://a.example/x_y 和 www.b.com。'.repeat(
    8,
  ),
  'links, code, autolinks, entities, escapes and breaks':
    'a *b [c](d) e* f `g` h <http://x.y> &amp; \\* m\nn  \n o [r] ![i](s "t") '.repeat(6),
  'rule of three and mixed runs': '*a **b c* d** e ***f*** g_h_ i __j__ '.repeat(8),
  'failed targets and code runs that close later': 'x [a](b(c) y [z](w "t" q) a `b` c ``d` e f` g '.repeat(6),
};

describe('a streamed text parsed again from its last settled point', () => {
  for (const [name, text] of Object.entries(TEXTS)) {
    it(`${name}: every update reads as a parse from the start`, () => {
      for (let length = 1; length <= text.length; length += 1) {
        const source = text.slice(0, length).trim();
        expect(JSON.stringify(parseStreamedInline(source, NO_REFERENCES))).toBe(
          JSON.stringify(parseInline(source, NO_REFERENCES, true)),
        );
      }
    }, 60_000);
  }

  it('costs the new text, not the whole text, per update', () => {
    const text = 'word *em* 文字，'.repeat(10_000);
    const whole = cpuMs(() => parseInline(text, NO_REFERENCES, true));
    let tokens = parseStreamedInline(text.slice(0, 1_000), NO_REFERENCES);
    const streamed = cpuMs(() => {
      for (let update = 1; update <= 200; update += 1)
        tokens = parseStreamedInline(text.slice(0, Math.round((update * text.length) / 200)), NO_REFERENCES);
    });
    console.log(`130,000 characters: whole ${whole.toFixed(0)} ms, 200 updates ${streamed.toFixed(0)} ms`);
    // Parsed again from the start on every update, it costs about 100 whole parses.
    expect(streamed).toBeLessThan(whole * 10 + 200);
    expect(tokens).toEqual(parseInline(text, NO_REFERENCES, true));
  }, 60_000);
});
