/** Replaced at build time with the package version (vite.config.ts `define`). */
declare const __AGENT_CHAT_VERSION__: string;

/** The widget's stylesheet text, generated at build time from the classes in src/ (scripts/widget-css.ts). */
declare module 'virtual:widget-css' {
  const css: string;
  export default css;
  /** The rules of `css` that can style the launcher's static bubble, in their order (decision 048). */
  export const bubbleCss: string;
}
