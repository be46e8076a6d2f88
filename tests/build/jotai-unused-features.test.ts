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

  it('drops the onInit check, the two building blocks nobody calls, every store hook and the reads left unused', () => {
    const result = withoutUnusedStoreFeatures(internalsSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(internalsSource).toContain('if (hasOnInit(atom))');
    expect(result).not.toContain('if (hasOnInit(atom))');
    expect(result).not.toMatch(/^\s+BUILDING_BLOCK_atom(OnInit|OnMount),$/m);
    // The store hooks are only created now (initializeStoreHooks, for devtools), never called.
    expect(internalsSource.match(/storeHooks\.\w\)/g)?.length).toBe(9);
    expect(result).not.toMatch(/storeHooks\.\w\)|if \(storeHooks|!storeHooks/);
    expect(result).not.toMatch(/const (storeHooks|atomOnInit|atomOnMount) = buildingBlocks/);
    // Building blocks still read are kept.
    expect(result).toContain('const mountedMap = buildingBlocks[1];');
  });

  it('keeps a building block a function still names, and drops an unread one at any depth', () => {
    const shapes = (body: string) =>
      `function hasOnMount(a){}function hasOnInit(a){}const s = { get signal() {}, get setSelf() {} };` +
      `const m = (buildingBlocks, atom) => { if (hasOnMount(atom)) {} if (!atomState) { if (hasOnInit(atom)) {} } };` +
      `const b = [BUILDING_BLOCK_atomOnInit, BUILDING_BLOCK_atomOnMount];` +
      `const h = (buildingBlocks, storeHooks, a) => { (_a = storeHooks.i) == null ? void 0 : _a.call(storeHooks, a);` +
      ` (_a = storeHooks.r) == null ? void 0 : _a.call(storeHooks, a); (_a = storeHooks.c) == null ? void 0 : _a.call(storeHooks, a);` +
      ` (_a = storeHooks.c) == null ? void 0 : _a.call(storeHooks, a); (_b = storeHooks.c) == null ? void 0 : _b.call(storeHooks, a);` +
      ` (_a = storeHooks.m) == null ? void 0 : _a.call(storeHooks, a); (_b = storeHooks.u) == null ? void 0 : _b.call(storeHooks, a);` +
      ` if (!storeHooks.f && !x.size) { return; } if (storeHooks.f) { call(storeHooks.f); } };${body}`;
    const result = withoutUnusedStoreFeatures(
      shapes(
        'const k = (buildingBlocks) => { const kept = buildingBlocks[1]; if (1) { const gone = buildingBlocks[6]; } return kept; };',
      ),
    );
    expect(result).toContain('const b = [void 0, void 0];');
    expect(result).toContain('if (!x.size) { return; }');
    expect(result).not.toContain('storeHooks.');
    expect(result).toContain('const kept = buildingBlocks[1];');
    expect(result).not.toContain('const gone');
  });

  it('is what the unit tests run too: an atom store still reads, writes and notifies, and calls no onMount', () => {
    const store = createStore();
    const count = atom(1);
    const doubled = atom((get) => get(count) * 2);
    const mounted: number[] = [];
    count.onMount = () => void mounted.push(1);
    Object.assign(count, { INTERNAL_onInit: () => void mounted.push(2) });
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
