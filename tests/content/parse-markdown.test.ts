import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/content/markdown/incremental-parser';
import { parseInline } from '../../src/content/markdown/parse-inline';

describe('block parsing', () => {
  it('parses headings, paragraphs and rules', () => {
    expect(parseMarkdown('# 标题\n\n段落\n\n---')).toEqual([
      { kind: 'heading', level: 1, inline: [{ kind: 'text', text: '标题' }] },
      { kind: 'paragraph', inline: [{ kind: 'text', text: '段落' }] },
      { kind: 'rule' },
    ]);
  });

  it('parses fenced code with its language and marks an unclosed fence while streaming', () => {
    expect(parseMarkdown('```ts\nconst a = 1;\n```')).toEqual([
      { kind: 'code', language: 'ts', text: 'const a = 1;', closed: true },
    ]);
    expect(parseMarkdown('```py\nprint(1)')).toEqual([
      { kind: 'code', language: 'py', text: 'print(1)', closed: false },
    ]);
  });

  it('keeps markdown inside code blocks literal', () => {
    const [block] = parseMarkdown('```\n# not a heading\n**not bold**\n```');
    expect(block).toMatchObject({ kind: 'code', text: '# not a heading\n**not bold**' });
  });

  it('parses a GFM table with alignment', () => {
    const [table] = parseMarkdown('| a | b | c |\n| :-- | :-: | --: |\n| 1 | 2 | 3 |');
    expect(table).toMatchObject({
      kind: 'table',
      align: ['left', 'center', 'right'],
      header: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }], [{ kind: 'text', text: 'c' }]],
      rows: [[[{ kind: 'text', text: '1' }], [{ kind: 'text', text: '2' }], [{ kind: 'text', text: '3' }]]],
    });
  });

  it('parses nested and ordered lists and task items', () => {
    const [list] = parseMarkdown('- a\n  - b\n- [x] done');
    expect(list).toMatchObject({
      kind: 'list',
      ordered: false,
      items: [
        {
          checked: null,
          blocks: [{ kind: 'paragraph' }, { kind: 'list', items: [{ blocks: [{ kind: 'paragraph' }] }] }],
        },
        { checked: true, blocks: [{ kind: 'paragraph', inline: [{ kind: 'text', text: 'done' }] }] },
      ],
    });
    expect(parseMarkdown('3. three\n4. four')[0]).toMatchObject({ kind: 'list', ordered: true, start: 3 });
  });

  it('starts a new list when bullets change to numbers', () => {
    expect(
      parseMarkdown('- a\n- b\n\n1. one\n2. two').map((block) => block.kind === 'list' && block.ordered),
    ).toEqual([false, true]);
  });

  it('parses block quotes containing blocks', () => {
    expect(parseMarkdown('> # 引用\n> 文字')[0]).toMatchObject({
      kind: 'blockquote',
      blocks: [{ kind: 'heading' }, { kind: 'paragraph' }],
    });
  });
});

describe('inline parsing', () => {
  it('parses emphasis, strong, strikethrough and code', () => {
    expect(parseInline('**粗** *斜* ~~删~~ `码`')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: '粗' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: '斜' }] },
      { kind: 'text', text: ' ' },
      { kind: 'del', children: [{ kind: 'text', text: '删' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: '码' },
    ]);
  });

  it('shows unclosed delimiters as typed', () => {
    expect(parseInline('**还没结束')).toEqual([{ kind: 'text', text: '**还没结束' }]);
  });

  it('parses links, autolinks and bare URLs through the link policy', () => {
    expect(parseInline('[文档](https://a.example/x "t")')).toEqual([
      { kind: 'link', href: 'https://a.example/x', title: 't', children: [{ kind: 'text', text: '文档' }] },
    ]);
    expect(parseInline('见 https://a.example/y。')).toEqual([
      { kind: 'text', text: '见 ' },
      {
        kind: 'link',
        href: 'https://a.example/y',
        children: [{ kind: 'text', text: 'https://a.example/y' }],
      },
      { kind: 'text', text: '。' },
    ]);
    expect(parseInline('<mailto:a@b.example>')[0]).toMatchObject({
      kind: 'link',
      href: 'mailto:a@b.example',
    });
  });

  it('keeps a javascript: link as text without an href', () => {
    expect(parseInline('[点我](javascript:alert(1))')).toEqual([
      { kind: 'link', href: null, children: [{ kind: 'text', text: '点我' }] },
    ]);
  });

  it('parses images with the image policy', () => {
    expect(parseInline('![图](https://a.example/i.png)')).toEqual([
      { kind: 'image', src: 'https://a.example/i.png', alt: '图' },
    ]);
    expect(parseInline('![x](data:image/png;base64,AA)')).toEqual([{ kind: 'image', src: null, alt: 'x' }]);
  });

  it('leaves raw HTML as literal text', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script>' },
    ]);
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('honours backslash escapes and turns newlines into breaks', () => {
    expect(parseInline('\\*不是斜体\\*\n下一行')).toEqual([
      { kind: 'text', text: '*不是斜体*' },
      { kind: 'break' },
      { kind: 'text', text: '下一行' },
    ]);
  });

  it('does not treat snake_case words as emphasis', () => {
    expect(parseInline('use snake_case_name here')).toEqual([
      { kind: 'text', text: 'use snake_case_name here' },
    ]);
  });
});
