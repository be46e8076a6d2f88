/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { jsxClassAttributePlugin } from './scripts/jsx-class-attribute.ts';
import { widgetCssPlugin } from './scripts/widget-css.ts';

// React is only the authoring API: every import resolves to preact/compat so the bundle
// stays small. The list must include react-dom/client, or the real react-dom gets bundled.
const reactToPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  resolve: { alias: reactToPreact },
  // JSX compiles to createElement(type, props, ...children) rather than the automatic runtime's
  // jsx(type, { children: [...] }): the same vnodes (preact's createElement takes key and ref out
  // of props as its jsx() does), without `children:[…]` written around every element's children.
  // About 0.9 kB gzip (decision 034). Type-checking keeps "react-jsx"; the JSX types are the same.
  oxc: {
    jsx: { runtime: 'classic', pragma: '__jsx', pragmaFrag: '__Fragment' },
    jsxInject: "import { createElement as __jsx, Fragment as __Fragment } from 'react'",
  },
  plugins: [
    widgetCssPlugin(fileURLToPath(new URL('./src', import.meta.url))),
    jsxClassAttributePlugin(fileURLToPath(new URL('./src', import.meta.url))),
  ],
  define: {
    'process.env.NODE_ENV': '"production"',
    __AGENT_CHAT_VERSION__: JSON.stringify(packageJson.version),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Terser (three compress passes) saves about 1.5 kB gzip over the default minifier (decision 027).
    // No unsafe_methods: it turned arrow props into longer methods `onClick(){return f()}` (decision 034).
    // `unsafe` (−215 B): templates and String(x) become concatenation, `new Error` loses `new`, constant
    // lengths fold; the whole output diff was read (decision 027). pure_getters, unsafe_comps, unsafe_arrows
    // and booleans_as_integers were measured and refused: they can drop a layout read, change NaN
    // comparisons, or turn aria `true` into `1`, for under 150 B each.
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 3, unsafe: true } },
    emptyOutDir: true,
    lib: {
      entry: 'src/index.ts',
      name: 'AgentChatBundle',
      formats: ['iife'],
      fileName: () => 'agent-chat.js',
    },
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: { codeSplitting: false },
    },
  },
  test: {
    // Most unit tests need no DOM, and a happy-dom window per file cost about half the suite's CPU time;
    // the few that render or define elements say `// @vitest-environment happy-dom` in their first line.
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    // vitest loads node_modules with Node, where the react → preact/compat alias does not apply: jotai's
    // React bindings would import the real React (checked with jotai 3, decision 054). Inlined, jotai goes
    // through Vite's resolver as in the bundle; our plugins leave it as published (libraries-as-published).
    server: { deps: { inline: ['jotai'] } },
    environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
  },
});
