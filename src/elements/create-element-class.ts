import type { ComponentType } from 'react';
import type { TokenProvider } from '../api/connection-config';
import type { UploadOptions } from '../api/direct-upload-api';
import type { Strings } from '../i18n/language';
import { createNamespacedStorage } from '../platform/namespaced-storage';
import { loginAtom, loginCredentialsAtom, withLoginCredentials } from '../state/actions/login';
import { stopSpeechAtom } from '../state/actions/speech-playback';
import { stopGenerationAtom } from '../state/actions/stop-generation';
import { type ChatStore, configAtom, createChatStore } from '../state/chat-store';
import { chooseLanguageAtom } from '../state/language';
import { defineAttributeProperties, readAttributes } from './attribute-properties';
import { BOOLEAN_ATTRIBUTES, CHAT_ATTRIBUTES, parseChatConfig } from './chat-attributes';
import { fireChatEvent, silenceChatEvents } from './chat-events';
import { ChatMethodsElement } from './chat-methods';
import { LOGIN_ATTRIBUTES, parseLoginAttributes } from './login-attributes';
import type { ShadowViewProps } from './shadow-view-element';
import { fireStateEvents } from './state-events';

/** What our chat elements hand their view components. */
export type ElementViewProps = ShadowViewProps<ChatStore>;

const STORES = new WeakMap<HTMLElement, ChatStore>();

/**
 * Our chat elements: attributes are parsed by our own pure parser on every change
 * (present-but-empty and removed attributes count, so boolean `readonly` works), `getToken` is a
 * plain property, and the jotai store lives on the element (decisions 002, 032).
 */
export abstract class ChatElement extends ChatMethodsElement {
  static get observedAttributes(): string[] {
    return [...CHAT_ATTRIBUTES];
  }

  #getToken: TokenProvider | undefined;
  #strings: Strings | undefined;
  #uploadOptions: UploadOptions | undefined;
  #stopWatching: (() => void) | undefined;
  #store: ChatStore | undefined;

  /**
   * Made when first needed (the view's first render, or a method), not with the element: a
   * launcher that has not started has none (decision 048). It starts with the attributes of its moment.
   */
  protected get store(): ChatStore {
    if (this.#store) return this.#store;
    const store = createChatStore({
      reportError: (report) => fireChatEvent(this, 'chat-error', report),
      openTask: (request) => fireChatEvent(this, 'task-open', { ...request }),
      emit: (name, detail) => fireChatEvent(this, name, detail),
      // Drafts survive a reload (decision 018); keys are namespaced, values are typed text only.
      // `storage="none"` (decision 037) offers no backing, so everything stays in memory.
      storage: createNamespacedStorage('agent-chat', () =>
        this.getAttribute('storage') === 'none' ? undefined : localStorage,
      ),
    });
    this.#store = store;
    this.#configure(store);
    this.#stopWatching = fireStateEvents(store, this);
    STORES.set(this, store);
    return store;
  }

  get getToken(): TokenProvider | undefined {
    return this.#getToken;
  }

  set getToken(provider: TokenProvider | undefined) {
    this.#getToken = typeof provider === 'function' ? provider : undefined;
    this.#syncConfig();
  }

  /** Decision 040: the page's own texts over those of the active language (property only). */
  get strings(): Strings | undefined {
    return this.#strings;
  }

  set strings(strings: Strings | undefined) {
    this.#strings = ownObject(strings);
    this.#syncConfig();
  }

  /** The site owner's params and headers for each `upload-url` upload (property only; decision 056). */
  get uploadOptions(): UploadOptions | undefined {
    return this.#uploadOptions;
  }

  set uploadOptions(options: UploadOptions | undefined) {
    this.#uploadOptions = ownObject(options);
    this.#syncConfig();
  }

  /**
   * Spends a one-time login code for Open API credentials (decision 024); resolves to whether the
   * chat now has them. The code is not kept anywhere.
   */
  login(code: string, options: { authPrefix?: string } = {}): Promise<boolean> {
    const prefix = options.authPrefix ?? this.getAttribute('auth-prefix');
    return this.store.set(loginAtom, { code: String(code), prefix });
  }

  /** Configures the store, then renders the view (the base's connect step). */
  override connectedCallback(): void {
    this.#syncConfig();
    // After this task's attribute changes, so a page that appends and then configures is ready too.
    queueMicrotask(() => {
      if (this.isConnected) fireChatEvent(this, 'chat-ready', undefined);
    });
  }

  /** Stops the answer and the speech, the subscriptions and the view; no event follows. */
  override destroy(): void {
    silenceChatEvents(this);
    this.#store?.set(stopGenerationAtom);
    this.#store?.set(stopSpeechAtom);
    this.#stopWatching?.();
    super.destroy();
  }

  attributeChangedCallback(name?: string): void {
    if (name === 'auth-code') this.#takeAuthCode();
    this.#syncConfig();
  }

  /** The code leaves the DOM at once; only the login call holds it, until it is spent. */
  #takeAuthCode(): void {
    const login = parseLoginAttributes(readAttributes(this, LOGIN_ATTRIBUTES));
    if (this.hasAttribute('auth-code')) this.removeAttribute('auth-code');
    // After this task, so base-url and env given after auth-code in the markup are read too.
    if (!login) return;
    // No auth-prefix: undefined, so login reads the attribute then, as it does for no option.
    const options = { authPrefix: login.prefix ?? undefined };
    queueMicrotask(() => void this.login(login.code, options));
  }

  #syncConfig(): void {
    if (this.#store) this.#configure(this.#store);
    this.renderView();
  }

  #configure(store: ChatStore): void {
    const config = parseChatConfig(readAttributes(this, CHAT_ATTRIBUTES), this.#getToken);
    config.uploadOptions = this.#uploadOptions;
    store.set(configAtom, withLoginCredentials(config, store.get(loginCredentialsAtom)));
    store.set(chooseLanguageAtom, this.getAttribute('lang'), this.#strings);
  }
}

defineAttributeProperties(ChatElement.prototype, CHAT_ATTRIBUTES, BOOLEAN_ATTRIBUTES);

/**
 * `strings` (a page's texts by key) and `uploadOptions` keep an object and nothing else: a page
 * without types may set anything.
 */
export function ownObject<Value extends object>(value: Value | undefined): Value | undefined {
  return value && typeof value === 'object' ? value : undefined;
}

/** A chat element class around a view. */
export function createElementClass(View: ComponentType<ElementViewProps>): new () => ChatElement {
  return class extends ChatElement {
    protected readonly view = View;
  };
}

/** The store an element made for itself; throws before it has one (a launcher that has not started). */
export function storeOf(element: HTMLElement): ChatStore {
  const store = STORES.get(element);
  if (!store) throw new Error('not an agent-chat element');
  return store;
}
