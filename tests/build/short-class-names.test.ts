import { describe, expect, it } from 'vitest';
import {
  classesInCss,
  planShortNames,
  renamableClasses,
  renameInCss,
  renameInSource,
  shortName,
} from '../../scripts/short-class-names';

/** Source text under test holds template literals: `${'$'}{` written without tripping the linter. */
const sub = (expression: string) => `$${'{'}${expression}}`;

const known = new Set([
  'flex',
  'hidden',
  'items-center',
  'touch:min-h-[44px]',
  'group',
  'bg-brand-50',
  'w-5',
]);

describe('renamableClasses', () => {
  it('renames classes that only ever appear in class lists', () => {
    const source = `const a = <div className="flex items-center touch:min-h-[44px]" />;`;
    expect(renamableClasses([{ fileName: 'a.tsx', source }], known)).toEqual(
      new Set(['flex', 'items-center', 'touch:min-h-[44px]']),
    );
  });

  it('keeps a class that also appears in another string, such as an overflow value', () => {
    const sources = [
      { fileName: 'a.tsx', source: `<div className="hidden flex" />` },
      { fileName: 'b.ts', source: `root.style.overflow = 'hidden';` },
    ];
    expect(renamableClasses(sources, known)).toEqual(new Set(['flex']));
  });

  it('treats a lone hyphenated class as a class list, a lone plain word only as a className value', () => {
    const sources = [
      { fileName: 'a.tsx', source: `const tone = active ? 'bg-brand-50' : ''; const kind = 'group';` },
    ];
    expect(renamableClasses(sources, known)).toEqual(new Set(['bg-brand-50']));
  });

  it('keeps words that touch a template substitution, which may be part of a longer class', () => {
    const source = `const size = \`w-5 ${sub('big ? "x" : ""')}flex\`;`;
    expect(renamableClasses([{ fileName: 'a.ts', source }], known)).toEqual(new Set(['w-5']));
  });

  it('ignores a sentence that happens to contain a class word', () => {
    const source = `const text = '这是 hidden 文本';`;
    expect(renamableClasses([{ fileName: 'a.ts', source }], known)).toEqual(new Set());
  });
});

describe('renaming', () => {
  it('gives short names that never collide with a class keeping its own name', () => {
    const plan = planShortNames(new Set(['flex', 'items-center']), new Set(['a', 'flex', 'items-center']));
    expect([...plan.values()]).toEqual(['b', 'c']);
  });

  it('gives one letter to the 52 first classes, then a letter and one of 64 characters', () => {
    expect([0, 25, 26, 51, 52, 53, 52 + 63, 52 + 64].map(shortName)).toEqual([
      'a',
      'z',
      'A',
      'Z',
      'aa',
      'ab',
      'a-',
      'ba',
    ]);
  });

  it('lists the most used classes first, so they get the shortest names', () => {
    const sources = [
      {
        fileName: 'a.tsx',
        source: `const x = 'bg-brand-50 w-5'; const y = 'w-5 flex'; const z = 'flex w-5';`,
      },
    ];
    expect([...renamableClasses(sources, known)]).toEqual(['w-5', 'flex', 'bg-brand-50']);
  });

  it('renames the same classes in the source and in the CSS, escaped selectors included', () => {
    const plan = new Map([
      ['touch:min-h-[44px]', 'k0'],
      ['flex', 'k1'],
    ]);
    const source = `const c = \`flex touch:min-h-[44px] ${sub('extra')}\`;`;
    expect(renameInSource('a.ts', source, plan)).toBe(`const c = \`k1 k0 ${sub('extra')}\`;`);
    const css =
      '.flex{display:flex}@media (pointer: coarse){.touch\\:min-h-\\[44px\\]{min-height:44px}}.hidden{opacity:.5}';
    // `.5` in a declaration is a number, not a class.
    expect(classesInCss(css)).toEqual(new Set(['flex', 'touch:min-h-[44px]', 'hidden']));
    expect(renameInCss(css, plan)).toBe(
      '.k1{display:flex}@media (pointer: coarse){.k0{min-height:44px}}.hidden{opacity:.5}',
    );
  });
});
