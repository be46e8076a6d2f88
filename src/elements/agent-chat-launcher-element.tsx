import { useCallback } from 'react';
import { catalogueOf, languageTag } from '../i18n/language';
import { whenPageSettled } from '../platform/idle';
import { launcherOpenAtom } from '../state/chat-store';
import { type LauncherStartReason, startLauncherAtom } from '../state/launcher-start';
import { LauncherElementView } from '../ui/launcher/LauncherElementView';
import { renderStaticBubble } from '../ui/launcher/static-bubble';
import { fireChatEvent } from './chat-events';
import { ChatElement, type ElementViewProps } from './create-element-class';

/** `launcher-position` as the side the bubble and panel keep in either direction; none by default. */
function sideOf(host: HTMLElement): 'left' | 'right' | undefined {
  const position = host.getAttribute('launcher-position');
  return position === 'bottom-left' ? 'left' : position === 'bottom-right' ? 'right' : undefined;
}

function LauncherHostView({ container, store, host }: ElementViewProps) {
  const onOpenChange = useCallback(
    (open: boolean) => fireChatEvent(host, open ? 'chat-open' : 'chat-close', undefined),
    [host],
  );
  // Read on every render: the element renders its view again whenever an attribute changes.
  return (
    <LauncherElementView
      container={container}
      store={store}
      onOpenChange={onOpenChange}
      side={sideOf(host)}
      icon={host.getAttribute('launcher-icon')}
      hideBubble={host.hasAttribute('hide-bubble')}
    />
  );
}

/**
 * `<agent-chat-launcher>`: a round bubble at the bottom right that opens the chat in a panel. Until
 * it starts (decision 048) it is a static bubble without store or view; it starts when the visitor
 * comes near the bubble or clicks it, when the page calls a method, or once the page has settled.
 */
export class AgentChatLauncherElementClass extends ChatElement {
  protected readonly view = LauncherHostView;
  #started = false;
  #stopBubble: (() => void) | undefined;
  #stopWaiting: (() => void) | undefined;

  get isOpen(): boolean {
    return this.#started && this.store.get(launcherOpenAtom);
  }

  /** Whatever needs the store (a method, a login) starts the launcher. */
  protected override get store() {
    const store = super.store;
    this.#start('settled');
    return store;
  }

  override disconnectedCallback(): void {
    this.#stopWaiting?.();
    this.#stopWaiting = undefined;
    super.disconnectedCallback();
  }

  /** Before it starts, the bubble's own small sheet is parsed with it (decision 048). */
  protected override prepareStyles(): void {
    if (this.#started) super.prepareStyles();
  }

  protected override renderWithoutView(): boolean {
    if (this.#started || !this.shadowRoot) return false;
    // With `host-selection` the view listens to the page's selection from the first moment.
    if (this.hasAttribute('host-selection')) {
      this.#start('settled');
      return true;
    }
    this.#stopBubble?.();
    const lang = languageTag(this.getAttribute('lang'));
    this.#stopBubble = renderStaticBubble(
      this.shadowRoot,
      {
        title: this.getAttribute('chat-title') ?? '',
        icon: this.getAttribute('launcher-icon'),
        hidden: this.hasAttribute('hide-bubble'),
        side: sideOf(this),
        lang,
        label: catalogueOf(lang, this.strings).openChat,
      },
      (reason) => this.#start(reason),
    );
    this.#stopWaiting ??= whenPageSettled(() => this.#start('settled'));
    return true;
  }

  /** Mounts the view, which adopts the static bubble's nodes, told why it starts. */
  #start(reason: LauncherStartReason): void {
    if (this.#started) return;
    this.#started = true;
    this.#stopWaiting?.();
    this.#stopBubble?.();
    this.store.set(startLauncherAtom, reason);
    this.renderView();
  }
}
