import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { TokenProvider } from '../api/connection-config';
import { createNamespacedStorage } from '../platform/namespaced-storage';
import { loginAtom, loginCredentialsAtom, withLoginCredentials } from '../state/actions/login';
import { sendMessageAtom } from '../state/actions/send-message';
import { type ChatStore, configAtom, createChatStore } from '../state/chat-store';
import { persistDrafts } from '../state/drafts';
import {
  BOOLEAN_ATTRIBUTES,
  CHAT_ATTRIBUTES,
  type ChatAttributeName,
  type ChatAttributeValues,
  parseChatConfig,
} from './chat-attributes';
import { fireChatEvent } from './chat-events';
import { parseLoginAttributes } from './login-attributes';

/** What r2wc hands our view components. */
export interface ElementViewProps {
  container: ShadowRoot;
  store: ChatStore;
  host: HTMLElement;
}

// r2wc keeps its props and render entry point behind these registered symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback?(): void;
  attributeChangedCallback?(name: string, previous: string | null, value: string | null): void;
};

/**
 * Wraps r2wc's element so that: attributes are parsed by our own pure parser (r2wc ignores
 * removed and empty attributes, which breaks boolean `readonly` and `show-tool-logs`); `getToken` is a plain
 * property (r2wc's function type would look the name up on window); and the jotai store lives
 * on the element, so moving the element in the DOM keeps its conversation.
 */
export function createElementClass(View: ComponentType<ElementViewProps>): new () => HTMLElement {
  const Base = r2wc(View, { shadow: 'open', props: {} }) as unknown as new () => R2wcInternals;

  class AgentChatBaseElement extends Base {
    static get observedAttributes(): string[] {
      return [...CHAT_ATTRIBUTES];
    }

    #getToken: TokenProvider | undefined;
    readonly #store: ChatStore;

    constructor() {
      super();
      this.#store = createChatStore({
        reportError: (report) => fireChatEvent(this, 'chat-error', report),
        openTask: (request) => fireChatEvent(this, 'task-open', { ...request }),
        // Drafts survive a reload (decision 018); keys are namespaced, values are typed text only.
        storage: createNamespacedStorage('agent-chat'),
      });
      persistDrafts(this.#store);
      this[PROPS].store = this.#store;
      this[PROPS].host = this;
    }

    get getToken(): TokenProvider | undefined {
      return this.#getToken;
    }

    set getToken(provider: TokenProvider | undefined) {
      this.#getToken = typeof provider === 'function' ? provider : undefined;
      this.#syncConfig();
    }

    /** Sends a message as if the visitor typed it; resolves to false when nothing was sent. */
    sendMessage(text: string): Promise<boolean> {
      return this.#store.set(sendMessageAtom, { content: String(text) });
    }

    /**
     * Spends a one-time login code for Open API credentials (decision 024); resolves to whether the
     * chat now has them. The code is not kept anywhere.
     */
    login(code: string, options: { authPrefix?: string } = {}): Promise<boolean> {
      const prefix = options.authPrefix ?? this.getAttribute('auth-prefix');
      return this.#store.set(loginAtom, { code: String(code), prefix });
    }

    override connectedCallback(): void {
      this.#syncConfig();
      super.connectedCallback?.();
    }

    override attributeChangedCallback(name?: string): void {
      if (name === 'auth-code') this.#takeAuthCode();
      this.#syncConfig();
    }

    /** The code leaves the DOM at once; only the login call holds it, until it is spent. */
    #takeAuthCode(): void {
      const login = parseLoginAttributes({
        'auth-code': this.getAttribute('auth-code'),
        'auth-prefix': this.getAttribute('auth-prefix'),
      });
      if (this.hasAttribute('auth-code')) this.removeAttribute('auth-code');
      // After this task, so base-url and env given after auth-code in the markup are read too.
      if (!login) return;
      const options = login.prefix === null ? {} : { authPrefix: login.prefix };
      queueMicrotask(() => void this.login(login.code, options));
    }

    #syncConfig(): void {
      const values: ChatAttributeValues = {};
      for (const name of CHAT_ATTRIBUTES) values[name] = this.getAttribute(name);
      const config = parseChatConfig(values, this.#getToken);
      this.#store.set(configAtom, withLoginCredentials(config, this.#store.get(loginCredentialsAtom)));
      if (this.isConnected) this[RENDER]();
    }
  }

  for (const name of CHAT_ATTRIBUTES) defineAttributeProperty(AgentChatBaseElement.prototype, name);
  return AgentChatBaseElement;
}

/** `agent-id` ↔ `agentId`: properties reflect to attributes, so both ways of configuring agree. */
function defineAttributeProperty(prototype: object, attribute: ChatAttributeName): void {
  const property = attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  Object.defineProperty(prototype, property, {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      if (BOOLEAN_ATTRIBUTES.has(attribute))
        return this.hasAttribute(attribute) && this.getAttribute(attribute) !== 'false';
      return this.getAttribute(attribute) ?? undefined;
    },
    set(this: HTMLElement, value: unknown) {
      if (value === null || value === undefined || value === false) this.removeAttribute(attribute);
      else this.setAttribute(attribute, value === true ? '' : String(value));
    },
  });
}

/** The store an element created for itself (for element methods such as the launcher's open()). */
export function storeOf(element: HTMLElement): ChatStore {
  return (element as R2wcInternals)[PROPS].store as ChatStore;
}
