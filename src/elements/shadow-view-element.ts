import { type ComponentChild, render } from 'preact';
import { type ComponentType, createElement } from 'react';
import { urgentTask } from '../platform/urgent-task';
import { installTooltip } from '../ui/primitives/tooltip';
import { widgetSheet } from '../ui/styles/widget-sheet';

let upgrading = false;

/**
 * Defines our elements. Those already in the page upgrade inside it, in the task that evaluates
 * the script, so their first renders wait for tasks of their own as while the page is parsed.
 */
export function defineElements(define: () => void): void {
  upgrading = true;
  try {
    define();
  } finally {
    upgrading = false;
  }
}

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
  #mounted = false;
  #destroyed = false;
  /** The first render waits for a task of its own (decision 046); until then changes render nothing. */
  #firstRenderWaiting = false;
  #firstRenderDone = false;

  protected abstract readonly store: Store;
  protected abstract readonly view: ComponentType<ShadowViewProps<Store>>;

  constructor() {
    super();
    installTooltip(this.#shadow);
  }

  connectedCallback(): void {
    this.renderView();
  }

  disconnectedCallback(): void {
    if (this.#mounted) render(null, this.#shadow);
    this.#mounted = false;
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
    if (!this.isConnected || this.#destroyed || this.#firstRenderWaiting) return;
    // While the page is parsed (or our script upgrades the element), the element's creation, the
    // page's scripts that configure it and its first render would share the parser's tasks; the stylesheet and the first render get an
    // urgent task each, in that order, which ran before the load event in every measured load
    // (decision 046). That render reads the attributes and properties of its moment. Elements
    // created later render at once.
    if (!this.#firstRenderDone && (upgrading || this.ownerDocument.readyState === 'loading')) {
      this.#firstRenderWaiting = true;
      urgentTask(() => this.prepareStyles());
      urgentTask(() => {
        this.#firstRenderWaiting = false;
        // Done now, so this render is not put off again while the page is still being parsed.
        this.#firstRenderDone = true;
        this.renderView();
      });
      return;
    }
    this.#firstRenderDone = true;
    if (this.renderWithoutView()) return;
    this.#mounted = true;
    // preact's own render rather than compat's root, which empties the shadow root before its first
    // render: the launcher's view adopts the nodes of its static bubble there (decision 048).
    render(
      createElement(this.view, { container: this.#shadow, store: this.store, host: this }) as ComponentChild,
      this.#shadow,
    );
  }

  /**
   * Parses the stylesheet the first render adopts, in a task of its own before it (decision 046).
   * The launcher's first render adopts a small sheet of its own, parsed with it (decision 048).
   */
  protected prepareStyles(): void {
    widgetSheet();
  }

  /**
   * A subclass may draw its shadow root itself until its view is needed (the launcher's static
   * bubble, decision 048); true when it did, and the view stays unmounted.
   */
  protected renderWithoutView(): boolean {
    return false;
  }
}
