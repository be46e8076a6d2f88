import { defineRichElement } from './renderers';

/**
 * The optional second file, dist/agent-chat-rich.js (issue 32, decision 069): highlighted code and
 * typeset maths in every chat on the page. It hands the core its renderers on a custom element's
 * class, which the core finds with `customElements.whenDefined`, whichever file loads first; the
 * page gets no global. Loaded twice, the second copy does nothing.
 */
defineRichElement();
