/**
 * Runs inside the page (self-contained: no imports, no outer variables), so the Chromium specs and the
 * engines suite can both hand it to their page.
 *
 * The texts of a widget that are lost along one axis: a shown text that runs past the box that clips
 * it, unless that box scrolls along the axis, where the reader can reach it.
 * - `x` (WCAG 1.4.10, reflow; decision 099): a box scrolls sideways on purpose only if it does scroll and
 *   is not the message list (a code block, a table's wrapper, a carousel, the shortcut row); a text
 *   shortened on purpose (an ellipsis, a line clamp) is not lost; a text past the widget's edge is; and the
 *   message list must not scroll sideways at all (named with the boxes that widen it).
 * - `y` (WCAG 1.4.12, text spacing; decision 096): any box that scrolls up and down lets the reader reach
 *   its text, and nothing is shortened on purpose: a one-line title cut at the top is lost.
 * Each entry names the element, its part and the start of its text.
 */
export function textsCut({ host, axis }: { host: string; axis: 'x' | 'y' }): string[] {
  const root = document.querySelector(host)?.shadowRoot;
  if (!root) return [`${host} has no shadow root`];
  const sideways = axis === 'x';
  const cut: string[] = [];
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.getAttribute('part') ? ` part="${element.getAttribute('part')}"` : ''}>`;
  const overflow = (element: Element) => {
    const style = getComputedStyle(element);
    return sideways ? style.overflowX : style.overflowY;
  };
  const clips = (element: Element) => overflow(element) !== 'visible';
  const isList = (element: Element) => element.getAttribute('part')?.split(' ').includes('message-list');
  const scrollsOnPurpose = (element: Element) =>
    /auto|scroll/.test(overflow(element)) &&
    (!sideways || (!isList(element) && element.scrollWidth > element.clientWidth + 1));
  const shortenedOnPurpose = (element: Element) => {
    for (let at: Element | null = element; sideways && at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.textOverflow === 'ellipsis' || (style.webkitLineClamp && style.webkitLineClamp !== 'none'))
        return true;
      if (clips(at)) return false;
    }
    return false;
  };
  for (const list of sideways ? root.querySelectorAll('[part~="message-list"]') : []) {
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
    // A box 1 px wide holds a text for screen readers (sr-only), read whole; a measuring copy is hidden.
    if (!ownText || element.getBoundingClientRect().width <= 1) continue;
    if (!element.checkVisibility({ visibilityProperty: true }) || shortenedOnPurpose(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    if (text.width === 0) continue;
    const beyond = (box: DOMRect) =>
      sideways
        ? text.right > box.right + 1 || text.left < box.left - 1
        : text.bottom > box.bottom + 1 || text.top < box.top - 1;
    const what = `${name(element)} "${element.textContent?.trim().slice(0, 24)}"`;
    let reachable = false;
    let forScreenReaders = false;
    for (let at = element.parentElement; at; at = at.parentElement) {
      if (scrollsOnPurpose(at)) {
        reachable = true;
        break;
      }
      if (!clips(at)) continue;
      const box = at.getBoundingClientRect();
      forScreenReaders = box.width <= 1;
      if (!forScreenReaders && beyond(box)) cut.push(`${what} runs past ${name(at)}`);
      break;
    }
    if (sideways && !reachable && !forScreenReaders && beyond(widget))
      cut.push(`${what} runs past the widget`);
  }
  return [...new Set(cut)];
}
