/** One listener: where, which event, the handler and its options (capture must match on removal). */
export type Listener = readonly [
  target: EventTarget | null | undefined,
  type: string,
  // `never`: a handler of any event type fits; the target decides which events arrive.
  handler: (event: never) => void,
  options?: boolean | AddEventListenerOptions,
];

/**
 * Adds the listeners and returns the function that removes them all: an effect's set-up and its
 * clean-up written once, so the two lists cannot drift apart. A missing target is skipped.
 */
export function listen(...listeners: Listener[]): () => void {
  const each = (method: 'addEventListener' | 'removeEventListener') => {
    for (const [target, type, handler, options] of listeners)
      target?.[method](type, handler as EventListener, options);
  };
  each('addEventListener');
  return () => each('removeEventListener');
}
