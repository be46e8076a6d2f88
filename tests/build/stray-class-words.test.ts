// @vitest-environment node

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesInCss } from '../../scripts/short-class-names';
import { strayClassWords } from '../../scripts/stray-class-words';
import { collectClassCandidates, generateWidgetCss } from '../../scripts/widget-css';

const known = new Set(['flex', 'items-center', 'w-4', 'group-hover:opacity-100']);

describe('strayClassWords', () => {
  it('reports a className word that produces no CSS', () => {
    const source = '<div className="group/file flex items-center" />';
    expect(strayClassWords([{ fileName: 'a.tsx', source }], known)).toEqual(['a.tsx: group/file']);
  });

  it('reports a stray word of a class-list constant, and leaves other strings alone', () => {
    const source = "const ROW = 'flex items-center gap-huge'; const label = 'Open the file';";
    expect(strayClassWords([{ fileName: 'a.ts', source }], known)).toEqual(['a.ts: gap-huge']);
  });

  it('accepts the markers other classes select, and words cut by a template placeholder', () => {
    const source = `<div className={\`group flex w-$${'{'}size} items-center\`} />`;
    expect(strayClassWords([{ fileName: 'a.tsx', source }], known)).toEqual([]);
  });
});

describe('the widget sources', () => {
  it('hold no class-list word that produces no CSS', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => ({ fileName: join('src', file), source: readFileSync(join('src', file), 'utf8') }));
    const css = generateWidgetCss(collectClassCandidates(files));
    expect(strayClassWords(files, classesInCss(css))).toEqual([]);
  }, 30_000);
});
