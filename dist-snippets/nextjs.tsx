'use client';
// agent-chat in a Next.js app (App Router): `npm install agent-chat`, then render <SupportLauncher />
// from any layout or page. Custom elements exist only in the browser, so the module is imported in an
// effect: the server sends the bare tag, and the browser upgrades it once the import has run.
// Pages Router: `const SupportLauncher = dynamic(() => import('./support-launcher'), { ssr: false })`.
import type {} from 'agent-chat'; // the JSX typings only; nothing is loaded on the server
import { useEffect } from 'react';

export default function SupportLauncher() {
  useEffect(() => {
    void import('agent-chat');
  }, []);
  return (
    <agent-chat-launcher
      agent-id="YOUR_AGENT_ID"
      workspace-id="YOUR_WORKSPACE_ID"
      access-key="YOUR_ACCESS_KEY"
      base-url="https://your-agent-platform.example.com"
    />
  );
}
