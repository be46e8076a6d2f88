/**
 * Runs inside the page (self-contained: no imports, no outer variables), so the Chromium specs and the
 * engines suite can both hand it to their page.
 *
 * The texts of a widget that are lost sideways (WCAG 1.4.10): a shown text that runs past the box that
 * clips it, or past the widget, unless that box is one that scrolls sideways on purpose (a code block,
 * a table's wrapper, a carousel, the shortcut row) or the text is shortened on purpose (an ellipsis or
 * a line clamp). The message list is not such a box: it must never need a sideways scroll. Also names
 * the list when it scrolls sideways. Each entry is the element, its part and the start of its text.
 */
export function textsCutSideways(host: string): string[] {
  const root = document.querySelector(host)?.shadowRoot;
  if (!root) return [`${host} has no shadow root`];
  const cut: string[] = [];
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.getAttribute('part') ? ` part="${element.getAttribute('part')}"` : ''}>`;
  const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  const isList = (element: Element) => element.getAttribute('part')?.split(' ').includes('message-list');
  const scrollsOnPurpose = (element: Element) =>
    !isList(element) &&
    /auto|scroll/.test(getComputedStyle(element).overflowX) &&
    element.scrollWidth > element.clientWidth + 1;
  const shortenedOnPurpose = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.textOverflow === 'ellipsis' || (style.webkitLineClamp && style.webkitLineClamp !== 'none'))
        return true;
      if (clips(at)) return false;
    }
    return false;
  };
  for (const list of root.querySelectorAll('[part~="message-list"]')) {
    if (list.scrollWidth <= list.clientWidth + 1) continue;
    // The outermost boxes past the list's edge, outside the boxes that scroll on purpose: what widens it.
    const edge = list.getBoundingClientRect().right;
    const wide = [...list.querySelectorAll('*')].filter((element) => {
      if (element.getBoundingClientRect().right <= edge + 1) return false;
      for (let at = element.parentElement; at && at !== list; at = at.parentElement)
        if (scrollsOnPurpose(at) || at.getBoundingClientRect().right > edge + 1) return false;
      return true;
    });
    cut.push(
      `the message list scrolls sideways (${list.scrollWidth} px in ${list.clientWidth}): ${wide.map(name).join(', ')}`,
    );
  }
  const widget = root.host.getBoundingClientRect();
  for (const element of root.querySelectorAll('*')) {
    const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
    if (!ownText || element.getClientRects().length === 0) continue;
    if (getComputedStyle(element).visibility === 'hidden' || shortenedOnPurpose(element)) continue;
    // A box 1 px wide that clips holds a text for screen readers (sr-only), read whole.
    if (clips(element) && element.getBoundingClientRect().width <= 1) continue;
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    if (text.width === 0) continue;
    const beyond = (box: DOMRect) => text.right > box.right + 1 || text.left < box.left - 1;
    const what = `${name(element)} "${element.textContent?.trim().slice(0, 24)}"`;
    let inScroller = false;
    let forScreenReaders = false;
    for (let at = element.parentElement; at; at = at.parentElement) {
      if (scrollsOnPurpose(at)) {
        inScroller = true;
        break;
      }
      if (!clips(at)) continue;
      const box = at.getBoundingClientRect();
      forScreenReaders = box.width <= 1;
      if (!forScreenReaders && beyond(box)) cut.push(`${what} runs past ${name(at)}`);
      break;
    }
    if (!inScroller && !forScreenReaders && beyond(widget)) cut.push(`${what} runs past the widget`);
  }
  return [...new Set(cut)];
}
