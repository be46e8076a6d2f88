import { serverUrl } from './widget';

// biome-ignore lint/suspicious/noExplicitAny: the reference server's JSON, read field by field.
type Json = any;

/** Sets (a partial state, merged) or, without a change, reads the reference server's fault mode. */
export async function faults(change?: Record<string, unknown>): Promise<Json> {
  const response = await fetch(new URL('/__test/faults', serverUrl()), {
    method: change ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json' },
    body: change ? JSON.stringify(change) : undefined,
  });
  return ((await response.json()) as Json).data;
}

/** How many push sockets are open and authenticated now. */
export async function authenticatedPushSockets(): Promise<number> {
  const response = await fetch(new URL('/__test/push-sockets', serverUrl()));
  return ((await response.json()) as Json).data.length;
}
