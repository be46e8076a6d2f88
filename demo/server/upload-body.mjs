/**
 * Reading an upload's body, with the reference server's test triggers (docs/reference-server.md):
 * a body whose first chunk contains `slow-upload` is read slowly, so a browser's upload progress
 * and cancel can be watched; a file named with `fail-upload` is refused after its bytes arrived.
 */
export const SLOW_MARKER = 'slow-upload';
export const FAIL_MARKER = 'fail-upload';
export const FAIL_MESSAGE = '存储服务暂时不可用，请稍后重试';
/** About 1 MB a second: 64 KB chunks with a pause after each. */
const SLOW_PAUSE_MS = 60;

/** The request body, or undefined once it passes `limit` bytes. */
export async function readUploadBody(request, limit) {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return undefined;
  const chunks = [];
  let size = 0;
  let slow;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
    // Looks at the start only: a marker deep inside a file never slows it by accident.
    slow ??= chunk.subarray(0, 4096).includes(SLOW_MARKER);
    // Waiting before asking for the next chunk holds the socket back (TCP backpressure).
    if (slow) await new Promise((done) => setTimeout(done, SLOW_PAUSE_MS));
  }
  return Buffer.concat(chunks);
}

export function isFailingName(fileName) {
  return String(fileName).includes(FAIL_MARKER);
}
