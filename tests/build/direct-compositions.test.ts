// @vitest-environment node

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDirectTransforms, withSharedRing } from '../../scripts/direct-compositions';
import { fragmentsOf } from '../../scripts/short-class-names';

const TWIND_RING = (width: string) =>
  `--tw-ring-offset-shadow:var(--tw-ring-inset) 0 0 0 var(--tw-ring-offset-width) var(--tw-ring-offset-color);--tw-ring-shadow:var(--tw-ring-inset) 0 0 0 calc(${width} + var(--tw-ring-offset-width)) var(--tw-ring-color);box-shadow:var(--tw-ring-offset-shadow),var(--tw-ring-shadow),var(--tw-shadow)`;
const COMPOSED = 'box-shadow:var(--tw-ring-offset-shadow),var(--tw-ring-shadow),var(--tw-shadow)';
const DEFAULTS = '*{--tw-ring-offset-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-shadow:0 0 #0000}';

describe('withSharedRing', () => {
  it('writes the ring shadows once for every element, and a ring utility as its width', () => {
    const css = `${DEFAULTS}.w:focus-visible{${TWIND_RING('2px')}}.s{--tw-shadow:0 1px 2px 0 #000;${COMPOSED}}`;
    expect(withSharedRing(css)).toBe(
      '*{--tw-ring-width:0px;--tw-ring:var(--tw-ring-inset) 0 0 0 var(--tw-ring-offset-width) var(--tw-ring-offset-color),var(--tw-ring-inset) 0 0 0 calc(var(--tw-ring-width) + var(--tw-ring-offset-width)) var(--tw-ring-color),var(--tw-shadow);--tw-shadow:0 0 #0000}' +
        '.w:focus-visible{--tw-ring-width:2px;box-shadow:var(--tw-ring)}.s{--tw-shadow:0 1px 2px 0 #000;box-shadow:var(--tw-ring)}',
    );
  });

  it('leaves a sheet without twind ring defaults alone', () => {
    const css = `.w{${TWIND_RING('1px')}}`;
    expect(withSharedRing(css)).toBe(css);
  });
});

describe('withDirectTransforms', () => {
  it('writes translations as the translate property, rotations and scales as their transform', () => {
    const css =
      '.x{--tw-translate-x:-50%;transform:var(--tw-transform)}.y{--tw-translate-y:-50%;transform:var(--tw-transform)}' +
      '.r{--tw-rotate:90deg;transform:var(--tw-transform)}.s:hover{--tw-scale-x:1.05;--tw-scale-y:1.05;transform:var(--tw-transform)}' +
      '.t{--tw-scale-x:2;transform:var(--tw-transform)}';
    expect(withDirectTransforms(css)).toBe(
      '.x{translate:-50%}.y{translate:0 -50%}.r{transform:rotate(90deg)}.s:hover{transform:scale(1.05)}.t{transform:scale(2,1)}',
    );
  });

  it('keeps a utility that sets two kinds of step, and skews, on the template', () => {
    const css =
      '.a{--tw-rotate:9deg;--tw-scale-x:2;transform:var(--tw-transform)}.k{--tw-skew-x:3deg;transform:var(--tw-transform)}';
    expect(withDirectTransforms(css)).toBe(css);
  });
});

/** Each class list (string or template piece) of the sources that names a transform utility. */
function transformClassLists(): { fileName: string; words: string[] }[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      fragmentsOf(file, readFileSync(join('src', file), 'utf8')).map((fragment) => ({
        fileName: join('src', file),
        words: fragment.text
          .split(/\s+/)
          .filter((word) => /^(?:[\w-]+:)*-?(?:translate-[xy]|rotate|scale)-/.test(word)),
      })),
    )
    .filter(({ words }) => words.length > 0);
}

describe('the transforms of the sources (decision 042)', () => {
  let classLists: ReturnType<typeof transformClassLists> = [];
  // Parsing every source takes about 4 s alone and over 10 s on a busy machine: once, with room.
  beforeAll(() => {
    classLists = transformClassLists();
  }, 60_000);

  it('never put a rotation and a scale, or both translation axes, on one class list', () => {
    expect(classLists.length).toBeGreaterThan(0);
    for (const { fileName, words } of classLists) {
      const has = (kind: RegExp) => words.some((word) => kind.test(word));
      expect([fileName, has(/rotate-/) && has(/scale-/)]).toEqual([fileName, false]);
      expect([fileName, has(/translate-x-/) && has(/translate-y-/)]).toEqual([fileName, false]);
    }
  });

  it('translate along x only the scroll-down button, which is no mirrored icon', () => {
    // `translate` applies before the icons' right-to-left mirror (`scale`) where the template applied
    // after it; for a vertical translation the two orders are the same, for a horizontal one not.
    const horizontal = classLists.filter(({ words }) => words.some((word) => /translate-x-/.test(word)));
    expect(horizontal.map(({ fileName }) => fileName)).toEqual(['src/ui/message-list/MessageList.tsx']);
  });
});
