import { describe, expect, it } from 'vitest';
import { createIncrementalMarkdown, parseMarkdown } from '../../src/content/markdown/incremental-parser';
import { parseInline } from '../../src/content/markdown/parse-inline';
import { blocksHtml } from './support/markdown-html';

const html = (markdown: string) => blocksHtml(parseMarkdown(markdown));

describe('the gaps the CommonMark measurement found', () => {
  it('opens list items whose marker is indented, and nests bullets indented four spaces', () => {
    expect(html('  - 一\n  - 二')).toBe('<ul>\n<li>一</li>\n<li>二</li>\n</ul>\n');
    expect(html('- 外层\n    - 内层\n    - 内层二')).toBe(
      '<ul>\n<li>外层\n<ul>\n<li>内层</li>\n<li>内层二</li>\n</ul>\n</li>\n</ul>\n',
    );
  });

  it('decodes named, decimal and hexadecimal references, and leaves unknown names alone', () => {
    expect(parseInline('&copy; a&nbsp;b &#8364; &#x20AC; &#35; &madeup;')).toEqual([
      { kind: 'text', text: '© a\u00a0b € € # &madeup;' },
    ]);
  });

  it('drops the backslash of an escape', () => {
    expect(parseInline('\\$20 and \\*not emphasis\\*')).toEqual([
      { kind: 'text', text: '$20 and *not emphasis*' },
    ]);
  });

  it('nests emphasis by the delimiter-run rules', () => {
    expect(html('***x***')).toBe('<p><em><strong>x</strong></em></p>\n');
    expect(html('*a **b** c*')).toBe('<p><em>a <strong>b</strong> c</em></p>\n');
    expect(html('*args and **kwargs')).toBe('<p>*args and **kwargs</p>\n');
  });

  it('keeps bold next to CJK punctuation, which CommonMark would not', () => {
    expect(html('**注意：**以下步骤')).toBe('<p><strong>注意：</strong>以下步骤</p>\n');
    expect(html('增长 **18.5%**，主要')).toBe('<p>增长 <strong>18.5%</strong>，主要</p>\n');
    expect(html('前文**「引用」**后文')).toBe('<p>前文<strong>「引用」</strong>后文</p>\n');
  });

  it('keeps a parenthesis inside a bare URL', () => {
    expect(html('见 https://en.wikipedia.org/wiki/Markdown_(language)。')).toBe(
      '<p>见 <a href="https://en.wikipedia.org/wiki/Markdown_(language)">https://en.wikipedia.org/wiki/Markdown_(language)</a>。</p>\n',
    );
  });

  it('tells loose lists from tight ones', () => {
    expect(parseMarkdown('- a\n\n- b')[0]).toMatchObject({ kind: 'list', tight: false });
    expect(parseMarkdown('- a\n- b')[0]).toMatchObject({ kind: 'list', tight: true });
    expect(html('- a\n\n- b')).toBe('<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n');
  });

  it('parses setext headings', () => {
    expect(html('标题\n===\n\n小节\n---')).toBe('<h1>标题</h1>\n<h2>小节</h2>\n');
  });

  it('resolves reference links and keeps link titles', () => {
    expect(
      html('见[文档][doc]和[文档]。\n\n[doc]: https://a.example/doc "说明"\n[文档]: <https://a.example/x>'),
    ).toBe(
      '<p>见<a href="https://a.example/doc" title="说明">文档</a>和<a href="https://a.example/x">文档</a>。</p>\n',
    );
    expect(html("[链接](https://a.example 'title')")).toBe(
      '<p><a href="https://a.example/" title="title">链接</a></p>\n',
    );
  });

  it('links www. addresses and e-mail addresses', () => {
    expect(html('访问 www.example.com 或 support@example.com')).toBe(
      '<p>访问 <a href="http://www.example.com/">www.example.com</a> 或 <a href="mailto:support@example.com">support@example.com</a></p>\n',
    );
  });

  it('still refuses unsafe link targets and keeps raw HTML as text', () => {
    expect(html('[x](javascript:alert(1)) <b>粗</b>')).toBe('<p><a>x</a> &lt;b&gt;粗&lt;/b&gt;</p>\n');
  });
});

describe('the open end of a streamed answer', () => {
  const open = (markdown: string) => blocksHtml(parseMarkdown(markdown, true));

  it('closes unclosed emphasis, strikethrough and code at the end', () => {
    expect(open('这是 **重点')).toBe('<p>这是 <strong>重点</strong></p>\n');
    expect(open('*斜体与 **粗')).toBe('<p><em>斜体与 <strong>粗</strong></em></p>\n');
    expect(open('已 ~~删除')).toBe('<p>已 <del>删除</del></p>\n');
    expect(open('运行 `npm i')).toBe('<p>运行 <code>npm i</code></p>\n');
  });

  it('hides a marker with nothing after it yet', () => {
    expect(open('这是 **')).toBe('<p>这是 </p>\n');
    expect(open('运行 `')).toBe('<p>运行 </p>\n');
    expect(open('第一段\n\n-')).toBe('<p>第一段</p>\n');
  });

  it('shows a link whose address is still arriving as its text', () => {
    expect(open('见[文档](https://exa')).toBe('<p>见<a>文档</a></p>\n');
    expect(open('见[文档')).toBe('<p>见文档</p>\n');
  });

  it('shows a table header row as a table before its delimiter row arrives', () => {
    expect(open('| 方案 | 成本 |')).toContain('<th>方案</th>\n<th>成本</th>');
    expect(open('| 方案 | 成本 |\n| :-')).toContain('<th>方案</th>\n<th>成本</th>');
  });

  it('shows the same text as typed once the stream ends', () => {
    const parser = createIncrementalMarkdown();
    const streaming = parser.update('第一段\n\n这是 **未闭合', true).blocks;
    const finished = parser.update('第一段\n\n这是 **未闭合', false).blocks;
    expect(finished[0]).toBe(streaming[0]);
    expect(blocksHtml(finished)).toBe('<p>第一段</p>\n<p>这是 **未闭合</p>\n');
  });
});
