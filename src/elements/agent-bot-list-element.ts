import type { TokenProvider } from '../api/connection-config';
import type { Strings } from '../i18n/language';
import {
  type BotListStore,
  botListConfigAtom,
  createBotListStore,
  currentBotIdAtom,
} from '../state/bot-list/bot-list-store';
import { chooseLanguageAtom } from '../state/language';
import { BotListElementView } from '../ui/bot-list/BotListElementView';
import { defineAttributeProperties, readAttributes } from './attribute-properties';
import { CHAT_ATTRIBUTES, parseChatConfig } from './chat-attributes';
import { fireChatEvent } from './chat-events';
import { ownObject } from './create-element-class';
import { LOGIN_ATTRIBUTES } from './login-attributes';
import { ShadowViewElement } from './shadow-view-element';

/** The list's own attribute: the id of the `<agent-chat>` or `<agent-chat-launcher>` it drives. */
const CONNECTION_ATTRIBUTES = CHAT_ATTRIBUTES.filter(
  (name) => !(LOGIN_ATTRIBUTES as readonly string[]).includes(name),
);
export const BOT_LIST_ATTRIBUTES = [...CONNECTION_ATTRIBUTES, 'for'] as const;
const CHAT_TAGS = new Set(['agent-chat', 'agent-chat-launcher']);

/**
 * `<agent-bot-list>`: the connection attributes of `<agent-chat>` (same parser, same HTTP client)
 * and `for`. Choosing a bot fires `bot-select` and sets the `for` chat's `agent-id`; the row of the
 * bot that chat shows carries aria-current, kept in step by watching the chat's attribute.
 */
export class AgentBotListElementClass extends ShadowViewElement<BotListStore> {
  static get observedAttributes(): string[] {
    return [...BOT_LIST_ATTRIBUTES];
  }

  protected readonly view = BotListElementView;
  #getToken: TokenProvider | undefined;
  #strings: Strings | undefined;
  #targetObserver: MutationObserver | undefined;
  protected readonly store: BotListStore = createBotListStore({
    reportError: (report) => fireChatEvent(this, 'chat-error', report),
    selectBot: (botId) => {
      this.#target()?.setAttribute('agent-id', botId);
      fireChatEvent(this, 'bot-select', { botId });
    },
  });

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

  override connectedCallback(): void {
    this.#syncConfig();
    this.#watchTarget();
    // A list placed before its chat in the page finds the chat once the page is parsed.
    if (this.ownerDocument.readyState === 'loading') {
      this.ownerDocument.addEventListener('DOMContentLoaded', () => this.#watchTarget(), { once: true });
    }
  }

  override disconnectedCallback(): void {
    this.#targetObserver?.disconnect();
    super.disconnectedCallback();
  }

  attributeChangedCallback(name: string): void {
    this.#syncConfig();
    if (name === 'for' || name === 'agent-id') this.#watchTarget();
  }

  #syncConfig(): void {
    this.store.set(
      botListConfigAtom,
      parseChatConfig(readAttributes(this, CONNECTION_ATTRIBUTES), this.#getToken),
    );
    this.store.set(chooseLanguageAtom, this.getAttribute('lang'), this.#strings);
    this.renderView();
  }

  /** The `for` element, when it is a chat element of this document. */
  #target(): HTMLElement | null {
    const id = this.getAttribute('for');
    const target = id ? this.ownerDocument.getElementById(id) : null;
    return target && CHAT_TAGS.has(target.localName) ? target : null;
  }

  /** The current bot is the `for` chat's agent-id, else the list's own agent-id. */
  #watchTarget(): void {
    this.#targetObserver?.disconnect();
    const target = this.#target();
    const readCurrent = () =>
      this.store.set(currentBotIdAtom, (target ?? this).getAttribute('agent-id') || null);
    readCurrent();
    if (!target) return;
    this.#targetObserver = new MutationObserver(readCurrent);
    this.#targetObserver.observe(target, { attributes: true, attributeFilter: ['agent-id'] });
  }
}

// Unlike the chat elements', `readonly` and `show-tool-logs` read back as their text here.
defineAttributeProperties(AgentBotListElementClass.prototype, BOT_LIST_ATTRIBUTES);
