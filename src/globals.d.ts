/** Replaced at build time with the package version (vite.config.ts `define`). */
declare const __AGENT_CHAT_VERSION__: string;
