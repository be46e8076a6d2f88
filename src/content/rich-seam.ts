import { useSyncExternalStore } from 'react';
import { type MathFound, setMathSyntax } from './markdown/parse-inline';
import { forgetStreamedInline } from './markdown/resume-inline';
import type { MathToken } from './markdown/tokens';

/**
 * What the optional second file (`agent-chat-rich.js`, decision 069) hands the core: a maths finder
 * for the inline parser, and renderers that draw into elements the core made. The file registers a
 * custom element, `agent-chat-rich`, whose class carries them as `renderers`: the registry's
 * `whenDefined` finds it whichever file loads first, and no global is added to the page.
 */
export interface RichRenderers {
  /** The seam's version: a core ignores renderers of another. */
  readonly version: 1;
  /**
   * The formula starting at `at` in an answer's inline text: its token and where it ends; `true`
   * where one opens whose closer has not arrived (text streamed after it may still close it).
   */
  mathAt(source: string, at: number): MathFound;
  /**
   * Highlights a finished code block: replaces `code`'s children (its text) with highlighted spans,
   * at once or in a later task. A language it does not know stays as it is.
   */
  highlight(code: HTMLElement, language: string, text: string): void;
  /** Typesets `math` into `element`, replacing its children; a formula that fails shows `math.text`. */
  typeset(element: HTMLElement, math: MathToken): void;
}

export const RICH_ELEMENT = 'agent-chat-rich';

/**
 * The rich file's renderers once it is loaded. Read at render by code blocks and formulas: the
 * Markdown component re-renders every answer when they arrive (useRichRenderers).
 */
export let renderers: RichRenderers | undefined;
const listeners = new Set<() => void>();

/**
 * Waits for the rich file from a task after the bundle's: asked while the bundle's script ran,
 * `whenDefined` cost that task about 27 ms of CPU on the launcher page (3 fresh Chromiums, traced;
 * 9–12 ms for the whole script without it), and asked a task later, nothing measurable (decision
 * 080). `globalThis`: the npm package's modules may be imported where there is no DOM (a server
 * render).
 */
setTimeout(
  () =>
    void globalThis.customElements?.whenDefined(RICH_ELEMENT).then((definition) => {
      // Optional: happy-dom's whenDefined resolves with nothing (the unit tests' environment).
      const found = (definition as { renderers?: RichRenderers } | undefined)?.renderers;
      if (found?.version !== 1) return;
      renderers = found;
      setMathSyntax(found.mathAt);
      forgetStreamedInline();
      for (const listener of listeners) listener();
    }),
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The rich file's renderers once it is loaded: the answers on screen render again with them. */
export const useRichRenderers = (): RichRenderers | undefined =>
  useSyncExternalStore(subscribe, () => renderers);
