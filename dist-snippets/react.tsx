// agent-chat in a React 19 app (Vite or any bundler): `npm install agent-chat`.
// Importing 'agent-chat' once registers <agent-chat>, <agent-chat-launcher> and <agent-bot-list>; its
// types tell JSX their attributes. Functions (getToken) are properties: set them on the element.
import 'agent-chat';
import type { AgentChatElement, AgentChatEventMap } from 'agent-chat';
import { useEffect, useRef } from 'react';

export function SupportChat({ getToken }: { getToken: () => Promise<string> }) {
  const chat = useRef<AgentChatElement>(null);
  useEffect(() => {
    const element = chat.current;
    if (!element) return;
    element.getToken = getToken;
    const onError = (event: AgentChatEventMap['chat-error']) => console.warn('agent-chat', event.detail);
    element.addEventListener('chat-error', onError);
    return () => element.removeEventListener('chat-error', onError);
  }, [getToken]);
  return (
    <agent-chat
      ref={chat}
      agent-id="YOUR_AGENT_ID"
      workspace-id="YOUR_WORKSPACE_ID"
      base-url="https://your-agent-platform.example.com"
      style={{ display: 'block', height: 640 }}
    />
  );
}
