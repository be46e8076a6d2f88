import type { AgentChatElement, AgentChatLoginOptions, AgentChatOptions } from './public-types';

export interface AgentChatGlobal {
  /** The bundle's version. */
  readonly version: string;
  /** Sets properties (including `getToken`) on an element, or on the first element matching a selector. */
  configure(target: AgentChatElement | string, options: AgentChatOptions): AgentChatElement;
  /**
   * Spends a one-time login code for Open API credentials (decision 024) on `options.element` (an
   * element or a selector; default: the page's first chat element). Resolves to whether it worked.
   */
  login(code: string, options?: AgentChatLoginOptions): Promise<boolean>;
}

const CHAT_SELECTOR = 'agent-chat, agent-chat-launcher';

export function createGlobalApi(version: string): AgentChatGlobal {
  return Object.freeze({
    version,
    configure(target: AgentChatElement | string, options: AgentChatOptions): AgentChatElement {
      const element = typeof target === 'string' ? document.querySelector<AgentChatElement>(target) : target;
      if (!element) throw new Error(`AgentChat.configure: no element matches ${String(target)}`);
      Object.assign(element, options);
      return element;
    },
    login(code: string, options: AgentChatLoginOptions = {}): Promise<boolean> {
      const target = options.element ?? CHAT_SELECTOR;
      const element = typeof target === 'string' ? document.querySelector<AgentChatElement>(target) : target;
      if (!element) return Promise.reject(new Error(`AgentChat.login: no element matches ${String(target)}`));
      return element.login(code, options.authPrefix === undefined ? {} : { authPrefix: options.authPrefix });
    },
  });
}
