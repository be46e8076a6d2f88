import { AgentBotListElementClass } from './elements/agent-bot-list-element';
import { AgentChatElementClass } from './elements/agent-chat-element';
import { AgentChatLauncherElementClass } from './elements/agent-chat-launcher-element';
import { createGlobalApi } from './elements/global-api';
import type {} from './elements/host-page-types';
import { defineElements } from './elements/shadow-view-element';

// Loading the bundle twice must not throw: the first registration wins, the second is a no-op.
defineElements(() => {
  if (!customElements.get('agent-chat')) customElements.define('agent-chat', AgentChatElementClass);
  if (!customElements.get('agent-chat-launcher')) {
    customElements.define('agent-chat-launcher', AgentChatLauncherElementClass);
  }
  if (!customElements.get('agent-bot-list'))
    customElements.define('agent-bot-list', AgentBotListElementClass);
});
if (!window.AgentChat) {
  Object.defineProperty(window, 'AgentChat', {
    value: createGlobalApi(__AGENT_CHAT_VERSION__),
    configurable: true,
    enumerable: false,
    writable: false,
  });
}
