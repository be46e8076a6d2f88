// @vitest-environment node

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JOTAI_REACT_EXPORTS, jotaiReactPlugin } from '../../scripts/jotai-react';
import * as exportsForJotai from '../../scripts/jotai-react-exports';

type Resolve = (source: string, importer?: string) => string | null;
const resolve = jotaiReactPlugin().resolveId as unknown as Resolve;

/** The names jotai's React bindings import from 'react', read from the installed jotai. */
function namesJotaiImports(): string[] {
  const file = createRequire(import.meta.url)
    .resolve('jotai/react')
    .replace(/\.js$/, '.mjs');
  const esm = file.replace(/[\\/]react\.mjs$/, '/esm/react.mjs');
  const source = readFileSync(esm, 'utf8');
  const imported = /import \w+, \{([^}]*)\} from 'react'/.exec(source)?.[1] ?? '';
  return imported
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('jotai gets its React hooks without the whole of preact/compat', () => {
  it("resolves 'react' imported by jotai to the small exports module, and nothing else", () => {
    const jotai = '/app/node_modules/jotai/esm/react.mjs';
    expect(resolve('react', jotai)).toBe(JOTAI_REACT_EXPORTS);
    expect(resolve('preact/compat', jotai)).toBe(JOTAI_REACT_EXPORTS);
    expect(resolve('react', '/app/src/ui/Chat.tsx')).toBeNull();
    expect(resolve('preact/compat', JOTAI_REACT_EXPORTS)).toBeNull();
    expect(resolve('jotai/vanilla', jotai)).toBeNull();
  });

  it('exports every name jotai imports, and a default without `use`, as compat has none', () => {
    const names = namesJotaiImports();
    expect(names.length).toBeGreaterThan(3);
    for (const name of names)
      expect(typeof (exportsForJotai as Record<string, unknown>)[name]).toBe('function');
    expect(exportsForJotai.default).not.toHaveProperty('use');
  });
});
