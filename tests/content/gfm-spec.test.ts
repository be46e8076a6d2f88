import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/content/markdown/incremental-parser';
import { blocksHtml, normalise } from './support/markdown-html';

/** Examples of the GitHub Flavored Markdown spec 0.29-gfm, each with its number there. */
const check = (markdown: string, html: string) =>
  expect(normalise(blocksHtml(parseMarkdown(markdown)))).toBe(normalise(html));

describe('GFM tables (section 4.10)', () => {
  it('198: a table with a header and a body row', () => {
    check(
      '| foo | bar |\n| --- | --- |\n| baz | bim |',
      '<table>\n<thead>\n<tr>\n<th>foo</th>\n<th>bar</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>baz</td>\n<td>bim</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('199: alignment from the delimiter row, pipes at the edges optional', () => {
    check(
      '| abc | defghi |\n:-: | -----------:\nbar | baz',
      '<table>\n<thead>\n<tr>\n<th align="center">abc</th>\n<th align="right">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="center">bar</td>\n<td align="right">baz</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('200: escaped pipes inside cells, code and emphasis', () => {
    check(
      '| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |',
      '<table>\n<thead>\n<tr>\n<th>f|oo</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b <code>|</code> az</td>\n</tr>\n<tr>\n<td>b <strong>|</strong> im</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('201: a block quote ends the table', () => {
    check(
      '| abc | def |\n| --- | --- |\n| bar | baz |\n> bar',
      '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n<blockquote>\n<p>bar</p>\n</blockquote>\n',
    );
  });

  it('202: a line without pipes is a row until a blank line', () => {
    check(
      '| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar',
      '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n</tbody>\n</table>\n<p>bar</p>\n',
    );
  });

  it('203: a delimiter row with fewer cells makes no table', () => {
    check('| abc | def |\n| --- |\n| bar |', '<p>| abc | def |\n| --- |\n| bar |</p>\n');
  });

  it('204: short rows are filled and long rows cut to the header', () => {
    check(
      '| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |',
      '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('205: a header alone has no body', () => {
    check(
      '| abc | def |\n| --- | --- |',
      '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n</table>\n',
    );
  });
});

describe('GFM task list items (section 5.3)', () => {
  it('279: unchecked and checked items, the box beside its text', () => {
    check(
      '- [ ] foo\n- [x] bar',
      '<ul>\n<li><input disabled="" type="checkbox"> foo</li>\n<li><input checked="" disabled="" type="checkbox"> bar</li>\n</ul>\n',
    );
  });

  it('280: nested task lists', () => {
    check(
      '- [x] foo\n  - [ ] bar\n  - [x] baz\n- [ ] bim',
      '<ul>\n<li><input checked="" disabled="" type="checkbox"> foo\n<ul>\n<li><input disabled="" type="checkbox"> bar</li>\n<li><input checked="" disabled="" type="checkbox"> baz</li>\n</ul>\n</li>\n<li><input disabled="" type="checkbox"> bim</li>\n</ul>\n',
    );
  });
});

describe('GFM strikethrough (section 6.5)', () => {
  it('491: two tildes strike through', () => {
    check('~~Hi~~ Hello, world!', '<p><del>Hi</del> Hello, world!</p>\n');
  });

  it('492: not across paragraphs', () => {
    check('This ~~has a\n\nnew paragraph~~.', '<p>This ~~has a</p>\n<p>new paragraph~~.</p>\n');
  });

  it('one tilde strikes through too, three do not', () => {
    check('~~Hi~~ Hello, ~there~ world!', '<p><del>Hi</del> Hello, <del>there</del> world!</p>\n');
    check('a ~~~not~~~ struck', '<p>a ~~~not~~~ struck</p>\n');
  });
});

describe('GFM autolinks (section 6.9)', () => {
  it('621-623: www. links, trailing punctuation left out', () => {
    check('www.commonmark.org', '<p><a href="http://www.commonmark.org">www.commonmark.org</a></p>\n');
    check(
      'Visit www.commonmark.org/help for more information.',
      '<p>Visit <a href="http://www.commonmark.org/help">www.commonmark.org/help</a> for more information.</p>\n',
    );
    check(
      'Visit www.commonmark.org.\n\nVisit www.commonmark.org/a.b.',
      '<p>Visit <a href="http://www.commonmark.org">www.commonmark.org</a>.</p>\n<p>Visit <a href="http://www.commonmark.org/a.b">www.commonmark.org/a.b</a>.</p>\n',
    );
  });

  it('624-625: parentheses count only when they balance', () => {
    check(
      'www.google.com/search?q=Markup+(business)\n\nwww.google.com/search?q=Markup+(business)))\n\n(www.google.com/search?q=Markup+(business))\n\n(www.google.com/search?q=Markup+(business)',
      '<p><a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a></p>\n<p><a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a>))</p>\n<p>(<a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a>)</p>\n<p>(<a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a></p>\n',
    );
    check(
      'www.google.com/search?q=(business))+ok',
      '<p><a href="http://www.google.com/search?q=(business))+ok">www.google.com/search?q=(business))+ok</a></p>\n',
    );
  });

  it('626-627: a trailing entity reference and < end the link', () => {
    check(
      'www.google.com/search?q=commonmark&hl=en\n\nwww.google.com/search?q=commonmark&hl;',
      '<p><a href="http://www.google.com/search?q=commonmark&amp;hl=en">www.google.com/search?q=commonmark&amp;hl=en</a></p>\n<p><a href="http://www.google.com/search?q=commonmark">www.google.com/search?q=commonmark</a>&amp;hl;</p>\n',
    );
    check(
      'www.commonmark.org/he<lp',
      '<p><a href="http://www.commonmark.org/he">www.commonmark.org/he</a>&lt;lp</p>\n',
    );
  });

  it('628: http and https URLs, with balanced parentheses', () => {
    check(
      'http://commonmark.org\n\n(Visit https://encrypted.google.com/search?q=Markup+(business))',
      '<p><a href="http://commonmark.org">http://commonmark.org</a></p>\n<p>(Visit <a href="https://encrypted.google.com/search?q=Markup+(business)">https://encrypted.google.com/search?q=Markup+(business)</a>)</p>\n',
    );
  });

  it('629-631: e-mail addresses', () => {
    check('foo@bar.baz', '<p><a href="mailto:foo@bar.baz">foo@bar.baz</a></p>\n');
    check(
      "hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.",
      '<p>hello@mail+xyz.example isn\'t valid, but <a href="mailto:hello+xyz@mail.example">hello+xyz@mail.example</a> is.</p>\n',
    );
    check(
      'a.b-c_d@a.b\n\na.b-c_d@a.b.\n\na.b-c_d@a.b-\n\na.b-c_d@a.b_',
      '<p><a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a></p>\n<p><a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a>.</p>\n<p>a.b-c_d@a.b-</p>\n<p>a.b-c_d@a.b_</p>\n',
    );
  });
});
