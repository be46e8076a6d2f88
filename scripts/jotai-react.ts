import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module jotai gets instead of preact/compat (jotai-react-exports.ts). */
export const JOTAI_REACT_EXPORTS = fileURLToPath(new URL('./jotai-react-exports.ts', import.meta.url));

/**
 * jotai's React bindings import React's default export only to ask for `React.use` (React 19).
 * preact/compat's default export is an object naming every compat API (Suspense, lazy, portals,
 * Children, hydrate…), so that one read kept all of them in the bundle. jotai is handed the named
 * hooks it uses and an empty default instead: `React.use` is undefined there too, as it is in
 * compat, so jotai takes the same path (decision 033; about 1.4 kB gzip).
 */
export function jotaiReactPlugin(): Plugin {
  return {
    name: 'agent-chat:jotai-react',
    enforce: 'pre',
    resolveId(source, importer) {
      const react = source === 'react' || source === 'preact/compat';
      return react && importer?.replaceAll('\\', '/').includes('/node_modules/jotai/')
        ? JOTAI_REACT_EXPORTS
        : null;
    },
  };
}
