import { type HostQuote, hostQuoteOf } from '../model/quote-input';
import { newConversationAtom, selectConversationAtom } from '../state/actions/conversations';
import { sendComposerAtom } from '../state/actions/send-composer';
import { saveVariablesAtom } from '../state/actions/variables';
import { isConfigComplete } from '../state/chat-config';
import {
  type ChatStore,
  configAtom,
  draftAtom,
  focusRequestAtom,
  launcherOpenAtom,
} from '../state/chat-store';
import { quoteDraftAtom } from '../state/composer-state';
import { ShadowViewElement } from './shadow-view-element';

/**
 * Resolves once the element has agent, workspace and a credential: a method that calls the
 * platform before the page has set them waits for them instead of failing (decision 035).
 */
function configured(store: ChatStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const config = store.get(configAtom);
      if (config && isConfigComplete(config)) {
        stop();
        resolve();
      }
    };
    const stop = store.sub(configAtom, check);
    check();
  });
}

/**
 * The host page's methods of both chat elements (docs/elements.md). Each dispatches the action the
 * widget's own controls use, so the page and the visitor go the same way (and fail the same way).
 */
export abstract class ChatMethodsElement extends ShadowViewElement<ChatStore> {
  /** Opens the launcher's panel. `<agent-chat>` is always open: there open, close and toggle do nothing. */
  open(): void {
    this.store.set(launcherOpenAtom, true);
  }

  close(): void {
    this.store.set(launcherOpenAtom, false);
  }

  toggle(): void {
    this.store.set(launcherOpenAtom, (open) => !open);
  }

  /** Sends `text` as the composer would, with its waiting quote and file; false when nothing went. */
  async sendMessage(text: string): Promise<boolean> {
    await configured(this.store);
    return this.store.set(sendComposerAtom, undefined, String(text));
  }

  /** Puts `text` in the input (replacing what was typed); nothing is sent. */
  setInput(text: string): void {
    this.store.set(draftAtom, text);
  }

  /** Creates a conversation and shows it; resolves to its id, or null when it failed (chat-error). */
  async newConversation(): Promise<string | null> {
    await configured(this.store);
    return this.store.set(newConversationAtom).catch(() => null);
  }

  /** Shows a conversation by id (null: none, the empty welcome view). */
  async selectConversation(conversationId: string | null): Promise<void> {
    await configured(this.store);
    await this.store.set(selectConversationAtom, conversationId || null);
  }

  /** Puts a quote in the composer's chip: text, or a page `{ url, title? }`; false when refused. */
  quote(input: HostQuote): boolean {
    const quote = hostQuoteOf(input);
    if (!quote) return false;
    this.store.set(quoteDraftAtom, quote);
    this.store.set(focusRequestAtom, (count) => count + 1);
    return true;
  }

  /** Saves agent variable values as the variables dialog does; resolves to whether they were saved. */
  async setVariables(values: Record<string, string>): Promise<boolean> {
    await configured(this.store);
    return (await this.store.set(saveVariablesAtom, { ...values })).ok;
  }
}
