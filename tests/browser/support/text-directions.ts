/**
 * Runs inside the page (self-contained: no imports, no outer variables), so the Chromium specs and the
 * engines suite can both hand it to their page.
 *
 * The direction each text of the widget reads in (decision 100), as the engine laid it out: the last
 * answer's blocks (a table by its wrapper, a code block by its `pre`) with the start of their text, its
 * reasoning, its first knowledge hit's passage, the visitor's questions and the composer's input.
 * `backwards` names the blocks whose last character lies left of their first on screen, which is what
 * reading right to left looks like.
 */
export function textDirections({ host }: { host: string }) {
  const root = document.querySelector(host)?.shadowRoot;
  if (!root) throw new Error(`${host} has no shadow root`);
  const direction = (element: Element | null | undefined) =>
    element ? getComputedStyle(element).direction : null;
  /** Whether the text's last character is drawn left of its first. */
  const drawnBackwards = (element: Element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim()) nodes.push(node as Text);
    }
    const first = nodes[0];
    const last = nodes.at(-1);
    if (!first || !last) return false;
    const box = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const end = last.data.trimEnd().length - 1;
    return box(last, end).left < box(first, first.data.length - first.data.trimStart().length).left;
  };
  const answers = root.querySelectorAll('[part~="assistant-message"]');
  const answer = answers[answers.length - 1];
  const blocks = [...(answer?.querySelectorAll('[part~="markdown-group"] > *') ?? [])].map((block) => ({
    block: block.getAttribute('part') ?? block.tagName.toLowerCase(),
    text: (block.textContent ?? '').trim().slice(0, 12),
    // A code block by its code, which reads left to right in either widget.
    direction: direction(block.querySelector('pre') ?? block),
    backwards: drawnBackwards(block),
  }));
  const questions = [...root.querySelectorAll('[part~="user-message"]')].map((message) => {
    const text = [...message.querySelectorAll('[dir], div')].find(
      (element) => element.children.length === 0 && element.textContent?.trim(),
    );
    return {
      text: text?.textContent ?? '',
      direction: direction(text),
      backwards: text ? drawnBackwards(text) : false,
    };
  });
  return {
    blocks,
    reasoning: direction(answer?.querySelector('[part~="think-content"]')),
    knowledge: direction(answer?.querySelector('[part~="knowledge-hit"] p')),
    questions,
    input: direction(root.querySelector('[part~="composer-input"]')),
  };
}
