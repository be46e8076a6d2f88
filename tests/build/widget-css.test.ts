// @vitest-environment node

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  collectClassCandidates,
  generateWidgetCss,
  NOT_CLASSES,
  RICH_SOURCES,
  withInlineOpacity,
  withoutUnusedPreflight,
} from '../../scripts/widget-css';
import { WHOLE_SOURCES_TIMEOUT } from '../helpers/whole-sources';

function widgetSources(): { fileName: string; source: string }[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`${RICH_SOURCES}/`))
    .map((file) => ({ fileName: join('src', file), source: readFileSync(join('src', file), 'utf8') }));
}

describe('withoutUnusedPreflight', () => {
  it('drops rules for elements a shadow root never holds, and keeps the rest', () => {
    const css =
      'html{line-height:1.5}body{margin:0}hr{height:0}sub,sup{font-size:75%}table{border-collapse:collapse}';
    expect(withoutUnusedPreflight(css)).toBe('hr{height:0}table{border-collapse:collapse}');
  });

  it('leaves a class whose name merely contains an element name alone', () => {
    const css = '.body{margin:0}.sub{top:0}';
    expect(withoutUnusedPreflight(css)).toBe(css);
  });

  it('takes elements never rendered out of selector lists, and keeps a rule for them alone', () => {
    const css = 'code,kbd,samp,pre{font-size:1em}b,strong{font-weight:bolder}@media(x){ol,ul,menu{margin:0}}';
    expect(withoutUnusedPreflight(css)).toBe(
      'code,pre{font-size:1em}strong{font-weight:bolder}@media(x){ol,ul{margin:0}}',
    );
    expect(withoutUnusedPreflight('kbd{x:1}')).toBe('kbd{x:1}');
  });

  it("takes inputs of type reset and submit out of the button reset, and keeps [type='button']", () => {
    const css = "button,[type='button'],[type='reset'],[type='submit']{background-image:none}";
    expect(withoutUnusedPreflight(css)).toBe("button,[type='button']{background-image:none}");
  });

  it('holds for the sources: no input of type reset or submit, so those selectors matched buttons only', () => {
    const inputs = widgetSources().flatMap(({ fileName, source }) =>
      Array.from(source.matchAll(/<input\b[^>]*>/g), (match) => `${fileName}: ${match[0]}`),
    );
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((input) => /type=["'{`]*(?:reset|submit)\b/.test(input))).toEqual([]);
    expect(widgetSources().filter(({ source }) => /createElement\(\s*['"]input['"]/.test(source))).toEqual(
      [],
    );
  });

  it('drops variable defaults nothing reads, and a rule they leave empty', () => {
    const css =
      "*,::before{--tw-shadow:0 0 #0000;--tw-shadow-colored:0 0 #0000}::before,::after{--tw-content:''}.k1{box-shadow:var(--tw-shadow)}";
    expect(withoutUnusedPreflight(css)).toBe(
      '*,::before{--tw-shadow:0 0 #0000}.k1{box-shadow:var(--tw-shadow)}',
    );
  });

  it('drops the variables a dropped default was the last to read', () => {
    const css =
      '*{--tw-rotate:0;--tw-transform:rotate(var(--tw-rotate));box-sizing:border-box}.r{transform:rotate(9deg)}';
    expect(withoutUnusedPreflight(css)).toBe('*{box-sizing:border-box}.r{transform:rotate(9deg)}');
  });
});

describe('collectClassCandidates', () => {
  it('takes the words of string and template literals, and none of comments', () => {
    const source = [
      "// the container's width, if it's visible",
      'const a = <div className="flex items-center" title=\'x\' />;',
      // `${'$'}{` written apart, so the linter does not take the source text for a template.
      `const b = \`w-4 $${'{'}open ? "rotate-90" : ""} shrink-0\`;`,
    ].join('\n');
    expect([...collectClassCandidates([{ fileName: 'a.tsx', source }])].sort()).toEqual(
      ['flex', 'items-center', 'rotate-90', 'shrink-0', 'w-4', 'x'].sort(),
    );
  });
});

describe('withInlineOpacity', () => {
  it('writes an opaque colour as hex and a translucent one as rgba, without the variable', () => {
    expect(
      withInlineOpacity('--tw-bg-opacity:1;background-color:rgba(255,255,255,var(--tw-bg-opacity))'),
    ).toBe('background-color:#ffffff');
    expect(
      withInlineOpacity('--tw-ring-opacity:0.5;--tw-ring-color:rgba(99,102,241,var(--tw-ring-opacity))'),
    ).toBe('--tw-ring-color:rgba(99,102,241,0.5)');
  });

  it('leaves a colour alone when its opacity variable comes from elsewhere', () => {
    const declarations = 'color:rgba(17,24,39,var(--tw-text-opacity))';
    expect(withInlineOpacity(declarations)).toBe(declarations);
  });
});

describe('the widget sources', () => {
  it('use no separate opacity classes, whose variables the inlined colours would ignore', () => {
    const sources = widgetSources().map(({ source }) => source);
    const opacityClass = /\b(?:bg|text|border|divide|ring|placeholder)-opacity-\d+/;
    expect(sources.filter((source) => opacityClass.test(source))).toEqual([]);
  });
});

describe('NOT_CLASSES', () => {
  // Parsed once for all the words: parsing every source per word took over 5 s on a loaded machine.
  let parsed: ts.SourceFile[] | undefined;
  const parsedSources = () =>
    (parsed ??= widgetSources().map(({ fileName, source }) => {
      const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
    }));

  /** Each string literal holding `word`, with whether it sits inside a className / class value. */
  function usesOf(word: string) {
    return parsedSources().flatMap((file) => {
      const uses: { text: string; inClassName: boolean }[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
          const text = node.getText(file);
          if (new RegExp(`(?<![\\w-])${word}(?![\\w-])`).test(text)) {
            let inClassName = false;
            for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
              const name =
                ts.isJsxAttribute(up) || ts.isPropertyAssignment(up) ? up.name.getText(file) : undefined;
              if (name === 'className' || name === 'class') inClassName = true;
            }
            uses.push({ text, inClassName });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      return uses;
    });
  }

  it(
    'are words the sources use, but never in a class list or a className',
    () => {
      for (const word of NOT_CLASSES) {
        const uses = usesOf(word);
        expect(uses.length, word).toBeGreaterThan(0);
        // A lone quoted word (an event name, a block kind, a value), never part of a list of words.
        expect(
          uses.filter((use) => use.inClassName || use.text.slice(1, -1) !== word),
          word,
        ).toEqual([]);
      }
    },
    WHOLE_SOURCES_TIMEOUT,
  );

  it('get no rule, though twind knows them', () => {
    const css = generateWidgetCss(['flex', ...NOT_CLASSES]);
    expect(css).toContain('.flex{display:flex}');
    for (const word of NOT_CLASSES) expect(css).not.toContain(`.${word}{`);
  });
});
