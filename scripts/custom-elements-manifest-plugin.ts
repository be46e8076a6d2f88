import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { buildCustomElementsManifest } from './custom-elements-manifest.ts';

/** Writes dist/custom-elements.json next to the ES modules (vite.module.config.ts). */
export function customElementsManifestPlugin(
  sourceRoot = fileURLToPath(new URL('../src/elements', import.meta.url)),
): Plugin {
  return {
    name: 'agent-chat:custom-elements-manifest',
    apply: 'build',
    generateBundle() {
      const manifest = buildCustomElementsManifest((fileName) =>
        readFileSync(join(sourceRoot, fileName), 'utf8'),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
