import type { RICH_ELEMENT, RichRenderers } from '../content/rich-seam';
import { highlight } from './highlight';
import { mathAt } from './math-syntax';
import { typeset } from './typeset';

/** What the rich file hands the core (src/content/rich-seam.ts). */
export const RICH_RENDERERS: RichRenderers = { version: 1, mathAt, highlight, typeset };

/** The custom element whose class carries them: the name is reserved for this. */
export const RICH_ELEMENT_NAME: typeof RICH_ELEMENT = 'agent-chat-rich';

/** Registers the element unless a copy of the file loaded before did. */
export function defineRichElement(): void {
  if (customElements.get(RICH_ELEMENT_NAME)) return;
  customElements.define(
    RICH_ELEMENT_NAME,
    class extends HTMLElement {
      static renderers = RICH_RENDERERS;
    },
  );
}
