import { type ComponentType, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { beforeNextPaint } from '../platform/before-next-paint';
import { widgetSheet } from '../ui/styles/widget-sheet';

/** What an element hands its view component. */
export interface ShadowViewProps<Store> {
  container: ShadowRoot;
  store: Store;
  host: HTMLElement;
}

/**
 * The base of our elements (decision 032): an open shadow root, and one view rendered into it
 * while the element is in the document. Leaving the document unmounts the view (its sockets and
 * timers stop with it); coming back mounts it again. The store belongs to the element, not the
 * view, so moving the element in the DOM keeps its conversation.
 */
export abstract class ShadowViewElement<Store> extends HTMLElement {
  readonly #shadow = this.attachShadow({ mode: 'open' });
  #root: Root | undefined;
  #destroyed = false;
  #firstRenderPutOff = false;

  protected abstract readonly store: Store;
  protected abstract readonly view: ComponentType<ShadowViewProps<Store>>;

  connectedCallback(): void {
    this.renderView();
  }

  disconnectedCallback(): void {
    this.#root?.unmount();
    this.#root = undefined;
  }

  /**
   * Unmounts the view for good (its sockets, timers and listeners stop with it) and leaves the
   * document; putting the element back renders nothing.
   */
  destroy(): void {
    this.#destroyed = true;
    this.disconnectedCallback();
    this.remove();
  }

  /** Renders the view with fresh props; a no-op while the element is out of the document. */
  protected renderView(): void {
    if (!this.isConnected || this.#destroyed) return;
    // While the page is parsed, our script's evaluation, the element's creation and its first
    // render would all be one task of the parser's; the stylesheet and the first render get a
    // task each, in that order, still before the next frame paints (decision 046). Elements
    // created later render at once.
    if (!this.#root && !this.#firstRenderPutOff && this.ownerDocument.readyState === 'loading') {
      this.#firstRenderPutOff = true;
      beforeNextPaint(widgetSheet);
      beforeNextPaint(() => this.renderView());
      return;
    }
    this.#root ??= createRoot(this.#shadow);
    this.#root.render(createElement(this.view, { container: this.#shadow, store: this.store, host: this }));
  }
}
