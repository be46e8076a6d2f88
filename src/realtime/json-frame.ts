import { isObject } from '../model/wire-values';

/** A socket's text frame as a JSON object; anything else (binary, not JSON, not an object) is null. */
export function parseJsonFrame(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  // A JSON array is null too: no frame of either socket is one, and its fields would all be missing.
  return isObject(frame) ? frame : null;
}
