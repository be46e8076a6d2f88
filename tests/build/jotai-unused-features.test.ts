// @vitest-environment node

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { atom, createStore } from 'jotai';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withoutUnusedStoreFeatures } from '../../scripts/jotai-unused-features';

const internalsSource = readFileSync(
  createRequire(import.meta.url)
    .resolve('jotai/vanilla/internals')
    .replace(/[\\/]vanilla[\\/]internals\.js$/, '/esm/vanilla/internals.mjs'),
  'utf8',
);

function syntaxErrors(source: string): number {
  const file = ts.createSourceFile('x.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  return (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
}

describe("jotai's store without onMount and setSelf, which the widget never uses", () => {
  it('drops the onMount check of mountAtom and the setSelf option of the installed jotai', () => {
    const result = withoutUnusedStoreFeatures(internalsSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(internalsSource).toContain('hasOnMount(atom)) {');
    expect(result).not.toContain('hasOnMount(atom)) {');
    expect(result).not.toContain('get setSelf()');
    // The signal option beside it stays.
    expect(result).toContain('get signal()');
  });

  it('is what the unit tests run too: an atom store still reads, writes and notifies, and calls no onMount', () => {
    const store = createStore();
    const count = atom(1);
    const doubled = atom((get) => get(count) * 2);
    const mounted: number[] = [];
    count.onMount = () => void mounted.push(1);
    const seen: number[] = [];
    const unsubscribe = store.sub(doubled, () => seen.push(store.get(doubled)));
    store.set(count, 2);
    unsubscribe();
    expect(seen).toEqual([4]);
    expect(mounted).toEqual([]);
  });

  it('fails loudly when the module no longer has the shapes it edits', () => {
    expect(() => withoutUnusedStoreFeatures('const x = 1;')).toThrow(/jotai/);
  });
});
