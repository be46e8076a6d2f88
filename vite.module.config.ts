import { defineConfig, type UserConfig } from 'vite';
import { customElementsManifestPlugin } from './scripts/custom-elements-manifest-plugin.ts';
import iifeConfig from './vite.config.ts';

/**
 * The npm package's ES modules (`npm run build` runs this after vite.config.ts): dist/agent-chat.mjs
 * registers the elements on import, dist/elements.mjs only exports the classes; both share one chunk,
 * so an app importing both gets one copy of each class. Same aliases, plugins and defines as the
 * script-tag bundle, which this build leaves untouched (emptyOutDir off). Not minified with terser:
 * the app's bundler minifies, and oxc keeps this build quick.
 */
const base = iifeConfig as UserConfig;

export default defineConfig({
  ...base,
  plugins: [...(base.plugins ?? []), customElementsManifestPlugin()],
  test: undefined,
  build: {
    ...base.build,
    emptyOutDir: false,
    minify: true,
    lib: {
      entry: { 'agent-chat': 'src/package/module.ts', elements: 'src/package/elements.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.mjs`,
    },
    rolldownOptions: {
      ...base.build?.rolldownOptions,
      output: { chunkFileNames: 'chunks/widget-[hash].mjs' },
    },
  },
});
