/**
 * The files of the tiny apps that consume the packed tarball (tests/browser/npm-package.spec.ts): a Vite +
 * React 19 app importing the package's ES modules, and a plain page with the script-tag bundle. The
 * React source is type-checked against the shipped .d.ts, so it uses the typings a host app would.
 */
export const CONSUMER_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'agent-chat-consumer', private: true, type: 'module' }),
  // The built app is served from /dist/ beside the plain page, by one static server rooted at the app.
  'vite.config.mjs': `export default { base: '/dist/', logLevel: 'warn', oxc: { jsx: { runtime: 'automatic' } } };\n`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      // Stricter than Vite's templates (skipLibCheck: true): the shipped declarations must check too.
      skipLibCheck: false,
      types: [],
    },
    include: ['src'],
  }),
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>React consumer</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'src/main.tsx': `import { AgentChat, type AgentChatElement, type AgentChatLauncherElement } from 'agent-chat/elements';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    packageReport?: Record<string, boolean>;
  }
}

// agent-chat/elements registers nothing; importing agent-chat registers the same classes.
const registeredByElementsEntry = customElements.get('agent-chat') !== undefined;

function App() {
  const launcher = useRef<AgentChatLauncherElement>(null);
  useEffect(() => {
    const element = launcher.current;
    const onError = (event: CustomEvent<{ module: string }>) => console.warn(event.detail.module);
    element?.addEventListener('chat-error', onError);
    return () => element?.removeEventListener('chat-error', onError);
  }, []);
  return (
    <main>
      <h1>React consumer</h1>
      <agent-chat-launcher ref={launcher} agent-id="agent" workspace-id="workspace" readonly={false} />
    </main>
  );
}

void import('agent-chat').then(() => {
  const chat: AgentChatElement | null = document.querySelector('agent-chat');
  window.packageReport = {
    registeredByElementsEntry,
    sameClass: customElements.get('agent-chat') === AgentChat,
    globalApi: typeof window.AgentChat?.configure === 'function',
    noInlineChat: chat === null,
  };
  createRoot(document.getElementById('root')!).render(<App />);
});
`,
  'plain.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Plain consumer</title>
    <script src="/node_modules/agent-chat/dist/agent-chat.js" defer></script>
  </head>
  <body>
    <agent-chat-launcher agent-id="agent" workspace-id="workspace"></agent-chat-launcher>
  </body>
</html>
`,
};
