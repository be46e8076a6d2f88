/**
 * While a full-screen panel covers the page, the page behind it must not scroll (a wheel or a
 * swipe over a panel that has nothing to scroll would otherwise move the host page). This is the
 * one style the widget ever sets outside its shadow root: `overflow: hidden` on the host
 * document's root element, counted so nested locks work, and put back exactly as it was.
 */
const locks = new WeakMap<Document, { count: number; previous: string }>();

export function lockDocumentScroll(target: Document = document): () => void {
  const root = target.documentElement;
  const current = locks.get(target);
  if (current) current.count += 1;
  else {
    locks.set(target, { count: 1, previous: root.style.overflow });
    root.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const lock = locks.get(target);
    if (!lock) return;
    lock.count -= 1;
    if (lock.count > 0) return;
    root.style.overflow = lock.previous;
    locks.delete(target);
  };
}
