// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { highlight } from '../../src/rich/highlight';
import { mathAt } from '../../src/rich/math-syntax';
import { defineRichElement, RICH_ELEMENT_NAME } from '../../src/rich/renderers';
import { typeset } from '../../src/rich/typeset';

/**
 * happy-dom's `whenDefined` resolves with nothing (browsers resolve with the class, which the
 * core's seam reads), so the core finding the renderers is left to the browser tests; this pins
 * the rich file's side. The name is the core's RICH_ELEMENT (typed so in renderers.ts).
 */
const RICH_ELEMENT = 'agent-chat-rich';
describe('the rich file registers its renderers for the core', () => {
  it("defines the element the core waits for, its class carrying the seam's renderers", () => {
    expect(RICH_ELEMENT_NAME).toBe(RICH_ELEMENT);
    defineRichElement();
    const definition = customElements.get(RICH_ELEMENT) as unknown as { renderers: unknown };
    expect(definition.renderers).toEqual({ version: 1, mathAt, highlight, typeset });
  });

  it('is harmless loaded twice: the first definition stays', () => {
    defineRichElement();
    const first = customElements.get(RICH_ELEMENT);
    expect(() => defineRichElement()).not.toThrow();
    expect(customElements.get(RICH_ELEMENT)).toBe(first);
  });
});
