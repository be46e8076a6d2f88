/** A socket's text frame as a JSON object; anything else (binary, not JSON, not an object) is null. */
export function parseJsonFrame(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  return typeof frame === 'object' && frame !== null ? (frame as Record<string, unknown>) : null;
}
