import type {
  AgentChatElement,
  AgentChatLauncherElement,
  AgentChatLoginOptions,
  AgentChatOptions,
} from './public-types';

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
  /**
   * Creates an `<agent-chat-launcher>` for a page that cannot edit its HTML: camelCase keys are
   * properties (`getToken` too), kebab-case keys attributes. Appended to the body (once there is
   * one) and returned.
   */
  init(options?: AgentChatOptions & Record<string, unknown>): AgentChatLauncherElement;
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
      // The element reads authPrefix alone (an absent one and an undefined one alike).
      return element.login(code, options);
    },
    init(options = {}): AgentChatLauncherElement {
      const element = document.createElement('agent-chat-launcher');
      for (const [name, value] of Object.entries(options)) {
        if (name.includes('-')) element.setAttribute(name, String(value));
        else Object.assign(element, { [name]: value });
      }
      const append = () => document.body.append(element);
      if (document.body) append();
      else document.addEventListener('DOMContentLoaded', append);
      return element;
    },
  });
}
