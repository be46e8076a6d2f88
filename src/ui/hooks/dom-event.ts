/**
 * The browser's own event behind a handler's event, typed as the DOM event. The widget renders with
 * preact, which hands handlers the DOM event itself (compat's `nativeEvent` names that same object);
 * React's types describe a wrapper whose `nativeEvent` holds it.
 */
export function domEvent<E extends Event>(event: { nativeEvent: E }): E {
  return event as unknown as E;
}
