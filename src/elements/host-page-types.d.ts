import type { AgentChatGlobal } from './global-api';
import type { AgentBotListElement, AgentChatElement, AgentChatLauncherElement } from './public-types';

/** Attributes as written in JSX (React 19 passes unknown attributes of custom elements through). */
interface AgentChatJsxAttributes {
  'agent-id'?: string;
  'workspace-id'?: string;
  'access-key'?: string;
  token?: string;
  'base-url'?: string;
  env?: 'local' | 'development' | 'pre' | 'production';
  'run-type'?: string;
  readonly?: boolean | '' | 'true' | 'false';
  'show-tool-logs'?: boolean | '' | 'true' | 'false';
  'chat-title'?: string;
  'first-event-timeout'?: string | number;
  'event-timeout'?: string | number;
  'request-timeout'?: string | number;
  'conversation-page-size'?: string | number;
  'upload-url'?: string;
  'asr-url'?: string;
  'tts-url'?: string;
  'auth-code'?: string;
  'auth-prefix'?: string;
  'user-id'?: string;
  'biz-key'?: string;
  'client-type'?: string;
  'conversation-config'?: string;
  /** Decision 040: `zh-CN` (default) or `en`. */
  lang?: string;
  'stream-worker'?: boolean | '' | 'true' | 'false';
  id?: string;
  class?: string;
  className?: string;
  style?: unknown;
  hidden?: boolean;
}

/**
 * Typings for host pages: `document.querySelector('agent-chat')` is typed, and so is window.AgentChat.
 * The elements' addEventListener knows every event of AgentChatEventMap (chat-error, chat-open,
 * chat-close, task-open with its `{ taskId, conversationId }` detail, and chat-ready, message-sent,
 * answer-finished, conversation-change and unread-change with theirs).
 */
declare global {
  interface HTMLElementTagNameMap {
    'agent-chat': AgentChatElement;
    'agent-chat-launcher': AgentChatLauncherElement;
    'agent-bot-list': AgentBotListElement;
  }
  interface Window {
    AgentChat?: AgentChatGlobal;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'agent-chat': AgentChatJsxAttributes & { ref?: unknown };
      'agent-chat-launcher': AgentChatJsxAttributes & { ref?: unknown };
      'agent-bot-list': Omit<AgentChatJsxAttributes, 'auth-code' | 'auth-prefix' | 'stream-worker'> & {
        for?: string;
        ref?: unknown;
      };
    }
  }
}
