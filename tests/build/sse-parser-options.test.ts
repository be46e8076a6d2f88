// @vitest-environment node

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PASSED_PARSER_OPTIONS, withDefaultParserOptions } from '../../scripts/sse-parser-options';

// The module build the bundle takes (require() would resolve the CommonJS one).
const parserPath = createRequire(import.meta.url)
  .resolve('eventsource-parser')
  .replace(/index\.cjs$/, 'index.js');
const parserSource = readFileSync(parserPath, 'utf8');

type CreateParser = typeof import('eventsource-parser').createParser;

async function load(source: string): Promise<CreateParser> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as {
    createParser: CreateParser;
  };
  return module.createParser;
}

/** What a parser given only the widget's options reports for `text` fed in pieces of `size`. */
function run(createParser: CreateParser, text: string, size: number): unknown[] {
  const seen: unknown[] = [];
  const parser = createParser({
    onEvent: (event) => seen.push(['event', event]),
    onComment: (comment) => seen.push(['comment', comment]),
  });
  for (let at = 0; at < text.length; at += size) parser.feed(text.slice(at, at + size));
  return seen;
}

const fixtures = readdirSync(resolve(__dirname, '../fixtures/sse')).map((name) =>
  readFileSync(resolve(__dirname, '../fixtures/sse', name), 'utf8'),
);

/** Lines the parser treats specially: unknown fields, retry (good and bad), ids, comments, line ends. */
const EDGE_CASES = [
  '\uFEFFdata: first\n\n',
  'retry: 3000\ndata: a\n\nretry: soon\ndata: b\n\n',
  'foo: bar\nx\ndata: c\n\n',
  'averyveryveryverylongfieldname: 1\ndata: d\n\n',
  'id: 7\nevent: TEXT\ndata: {"type":"TEXT"}\n\nid: a\u0000b\ndata: e\n\n',
  ': keep-alive\n:no space\n\ndata:x\ndata: y\n\n',
  'data: crlf\r\n\r\ndata: cr\r\rdata: mixed\r\n\n',
  'event:\ndata\n\ndata: last without blank line',
];

describe('eventsource-parser specialised to the options the widget passes', () => {
  it('parses the recorded streams and the edge cases exactly as the published parser, in any chunks', async () => {
    const original = await load(parserSource);
    const specialised = await load(withDefaultParserOptions(parserSource));
    for (const text of [...fixtures, ...EDGE_CASES]) {
      for (const size of [1, 2, 7, 64, text.length]) {
        expect(run(specialised, text, size)).toEqual(run(original, text, size));
      }
    }
    expect(run(specialised, EDGE_CASES[1] ?? '', 1000)).toHaveLength(2);
  });

  it('builds no ParseError and checks no buffer limit any more', () => {
    const result = withDefaultParserOptions(parserSource);
    expect(result).not.toMatch(/onError\(|onRetry\(|new ParseError\(|maxBufferSize|throw new Error/);
    // The class itself is still exported; the bundle leaves it out because nothing uses it.
    expect(result).toContain('class ParseError');
  });

  it('is handed only those options by the widget', () => {
    const source = readFileSync(resolve(__dirname, '../../src/stream/open-chat-stream.ts'), 'utf8');
    const file = ts.createSourceFile('open-chat-stream.ts', source, ts.ScriptTarget.Latest, true);
    const passed: string[][] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.getText(file) === 'createParser') {
        const [options] = node.arguments;
        expect(options && ts.isObjectLiteralExpression(options)).toBe(true);
        if (options && ts.isObjectLiteralExpression(options))
          passed.push(options.properties.map((property) => property.name?.getText(file) ?? '...'));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    expect(passed).toHaveLength(1);
    for (const names of passed) expect(PASSED_PARSER_OPTIONS).toEqual(expect.arrayContaining(names));
  });

  it('fails loudly when the module no longer has the shape it edits', () => {
    expect(() => withDefaultParserOptions('export function createParser(config) {}')).toThrow(
      /eventsource-parser/,
    );
  });
});
