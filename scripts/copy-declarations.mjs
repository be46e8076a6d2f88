// After `tsc -p tsconfig.types.json`: tsc emits declarations for .ts files only, so the hand-written
// .d.ts files the public types need (host-page-types.d.ts, package/vue.d.ts) are copied beside them.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SOURCE = 'src';
const TARGET = 'dist/types';
/** Build-time declarations (the version constant, the CSS virtual module): not part of the package. */
const BUILD_ONLY = new Set(['globals.d.ts']);
/** The package entries' declarations; tsc drops their `/// <reference path>` to host-page-types.d.ts. */
const ENTRY_DECLARATIONS = ['package/elements.d.ts'];
const HOST_PAGE_TYPES = '/// <reference path="../elements/host-page-types.d.ts" />\n';

for (const entry of readdirSync(SOURCE, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts') || BUILD_ONLY.has(entry.name)) continue;
  const source = join(entry.parentPath, entry.name);
  const target = join(TARGET, relative(SOURCE, source));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(source, target);
}

// `HTMLElementTagNameMap`, `window.AgentChat` and the React JSX typings come with either entry.
for (const file of ENTRY_DECLARATIONS) {
  const path = join(TARGET, file);
  const text = readFileSync(path, 'utf8');
  if (!text.startsWith(HOST_PAGE_TYPES)) writeFileSync(path, HOST_PAGE_TYPES + text);
}
