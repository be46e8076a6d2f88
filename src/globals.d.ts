/** Replaced at build time with the package version (vite.config.ts `define`). */
declare const __AGENT_CHAT_VERSION__: string;

/** The widget's stylesheet text, generated at build time from the classes in src/ (scripts/widget-css.ts). */
declare module 'virtual:widget-css' {
  const css: string;
  export default css;
}
