/**
 * The browser's own event behind a handler's event. The widget renders with preact, which hands
 * handlers the DOM event itself; React's types describe a wrapper whose `nativeEvent` holds it, a
 * property compat used to add to every event and the build now leaves out (decision 039).
 */
export function domEvent<E extends Event>(event: { nativeEvent: E }): E {
  return event as unknown as E;
}
