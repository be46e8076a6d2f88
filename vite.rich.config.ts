import { defineConfig, type UserConfig } from 'vite';
import iifeConfig from './vite.config.ts';

/**
 * The optional second file, dist/agent-chat-rich.js (decision 069): an IIFE of src/rich with
 * highlight.js and Temml as published. `npm run build` runs this after vite.config.ts, which
 * empties dist; this build leaves the core's files. Same target and terser options as the core;
 * none of the core's plugins (no JSX, no widget CSS here).
 */
const core = (iifeConfig as UserConfig).build ?? {};

export default defineConfig({
  build: {
    target: core.target,
    sourcemap: true,
    minify: 'terser',
    terserOptions: core.terserOptions,
    emptyOutDir: false,
    lib: {
      entry: 'src/rich/index.ts',
      formats: ['iife'],
      name: 'AgentChatRich',
      fileName: () => 'agent-chat-rich.js',
    },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
