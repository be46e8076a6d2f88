import { describe, expect, it } from 'vitest';
import { createIncrementalMarkdown, parseMarkdown } from '../../src/content/markdown/incremental-parser';
import { cpuMs } from './support/cpu-time';

/**
 * The exhaustive streaming comparisons below parse thousands of prefixes; they take about a second
 * alone and over 5 s (vitest's default) on a busy machine. They check results, not speed.
 */
const EXHAUSTIVE_TIMEOUT_MS = 60_000;

const DOCUMENTS = [
  '# 标题\n\n第一段，带 **粗体** 和 `代码`。\n第二行\n\n- 列表一\n- 列表二\n  - 嵌套\n\n1. 有序\n2. 第二\n\n> 引用\n> 第二行\n\n| a | b |\n| :- | -: |\n| 1 | 2 |\n| 3 | 4 |\n\n```js\nconst x = 1;\n\nconsole.log(x);\n```\n\n结尾段落 [链接](https://example.com)。\n\n---\n\n最后',
  'para one\npara one continued\n| not | a table |\n\n| h1 | h2 |\n|---|---|\n| c | d |\ntext after table\n\n- a\n\n- b\n\nnot in list\n\n~~~\nfence ~~~ inside\n~~~\n',
  '## 关于「问题」\n\n我检索了 **5 个来源**：\n\n1. *先明确目标*；\n2. 验证；\n\n| 方案 | 成本 |\n| :--- | :---: |\n| A | 低 |\n\n```ts\nconst answer = 1;\n```\n\n更多见 https://developer.mozilla.org/docs。',
];

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('incremental markdown', () => {
  it(
    'gives the same tokens as a one-shot parse whatever the chunk sizes',
    () => {
      for (const document of DOCUMENTS) {
        for (let seed = 1; seed <= 30; seed += 1) {
          const random = seededRandom(seed);
          const parser = createIncrementalMarkdown();
          let length = 0;
          while (length < document.length) {
            length = Math.min(document.length, length + 1 + Math.floor(random() * 12));
            const partial = document.slice(0, length);
            expect(parser.update(partial).blocks).toEqual(parseMarkdown(partial));
          }
        }
      }
    },
    EXHAUSTIVE_TIMEOUT_MS,
  );

  it('keeps the identity of finished blocks while the answer grows', () => {
    const parser = createIncrementalMarkdown();
    const first = parser.update('# 标题\n\n第一段\n\n第二段\n\n第三').blocks;
    const second = parser.update('# 标题\n\n第一段\n\n第二段\n\n第三段继续').blocks;
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(second[3]).not.toBe(first[3]);
  });

  it('keeps the block before the growing one when its text did not change', () => {
    const parser = createIncrementalMarkdown();
    const first = parser.update('甲\n\n乙段\n\n丙').blocks;
    const second = parser.update('甲\n\n乙段\n\n丙丁').blocks;
    expect(second[1]).toBe(first[1]);
    expect(second[2]).not.toBe(first[2]);
    // A table whose next line arrives is reparsed, not kept: its text changed.
    const third = parser.update('甲\n\n乙段\n\n丙丁\n| a |').blocks;
    expect(third[2]).not.toBe(second[2]);
  });

  it('parses from scratch when the text is replaced rather than extended', () => {
    const parser = createIncrementalMarkdown();
    parser.update('一段将被替换的内容\n\n第二段\n\n第三段');
    expect(parser.update('内容已屏蔽').blocks).toEqual(parseMarkdown('内容已屏蔽'));
  });

  it('keeps keys stable for finished blocks', () => {
    const parser = createIncrementalMarkdown();
    const before = parser.update('a\n\nb\n\nc\n\nd').keys;
    const after = parser.update('a\n\nb\n\nc\n\nd and more').keys;
    expect(after).toEqual(before);
  });

  it(
    'matches a one-shot parse on random syntax soup, streaming or not, and never throws',
    () => {
      const pieces = [
        '*',
        '_',
        '~',
        '`',
        '[',
        ']',
        '(',
        ')',
        '!',
        '<',
        '&',
        '#',
        '\\',
        '\n',
        '\n\n',
        ' ',
        '\t',
        '-',
        '1.',
        '|',
        '=',
        '中',
        'a',
        'www.x.y',
        'a@b.c',
        '&amp;',
        '"',
        '>',
        '    ',
        '```',
      ];
      const random = seededRandom(7);
      for (let round = 0; round < 150; round += 1) {
        let text = '';
        for (let index = Math.floor(random() * 60); index >= 0; index -= 1)
          text += pieces[Math.floor(random() * pieces.length)];
        const parser = createIncrementalMarkdown();
        for (let end = 1; end <= text.length; end += 4) {
          const partial = text.slice(0, end);
          expect(parser.update(partial).blocks).toEqual(parseMarkdown(partial));
          expect(parser.update(partial, true).blocks, JSON.stringify(partial)).toEqual(
            parseMarkdown(partial, true),
          );
        }
      }
    },
    EXHAUSTIVE_TIMEOUT_MS,
  );

  it('stays shallow and fast on thousands of unclosed delimiters while streaming', () => {
    const soup = `${'*a '.repeat(5000)}${'[x'.repeat(5000)}${'`'.repeat(3000)}`;
    let thrown: unknown;
    const used = cpuMs(() => {
      try {
        parseMarkdown(soup, true);
      } catch (error) {
        thrown = error;
      }
    });
    expect(thrown).toBeUndefined();
    expect(used).toBeLessThan(1000);
  });
});

describe('parseMarkdown after a streamed view', () => {
  it("finishes the view's parse of the same answer: finished blocks are reused, the result equals a fresh parse", () => {
    const answer = '# Title\n\nFirst paragraph.\n\n- one\n- two\n\nLast **bold** words';
    const view = createIncrementalMarkdown();
    const streamed = view.update(answer.slice(0, 40), true).blocks;
    const announced = parseMarkdown(answer);
    expect(announced[0]).toBe(streamed[0]);
    expect(announced).toEqual(createIncrementalMarkdown().update(answer).blocks);
  });

  it('parses afresh a text that does not extend the last parse', () => {
    createIncrementalMarkdown().update('Something else entirely', true);
    expect(parseMarkdown('A *new* answer')).toEqual(
      createIncrementalMarkdown().update('A *new* answer').blocks,
    );
  });
});
