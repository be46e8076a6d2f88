import type { AgentChatElement, AgentChatOptions } from './public-types';

export interface AgentChatGlobal {
  /** The bundle's version. */
  readonly version: string;
  /** Sets properties (including `getToken`) on an element, or on the first element matching a selector. */
  configure(target: AgentChatElement | string, options: AgentChatOptions): AgentChatElement;
}

export function createGlobalApi(version: string): AgentChatGlobal {
  return Object.freeze({
    version,
    configure(target: AgentChatElement | string, options: AgentChatOptions): AgentChatElement {
      const element = typeof target === 'string' ? document.querySelector<AgentChatElement>(target) : target;
      if (!element) throw new Error(`AgentChat.configure: no element matches ${String(target)}`);
      Object.assign(element, options);
      return element;
    },
  });
}
