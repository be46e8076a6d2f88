let counter = 0;

/** Ids unique within the page; random part keeps two bundles on one page from colliding. */
export function createLocalId(): string {
  counter += 1;
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${counter}`;
}
