import { isObject, parseJson } from '../model/wire-values';
import { ApiError, envelopeError } from './api-error';

/**
 * Reads `{ code, message, data }` and returns `data`. A present non-zero `code`, or
 * `success: false`, is an error even with a 2xx status (wire-format.md, "JSON answers").
 */
export async function readEnvelope(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = parseJson(text);
  } catch {
    throw new ApiError('envelope', 'invalid JSON answer', { status: response.status });
  }
  if (!isObject(body)) return body;
  const envelope: { code?: unknown; success?: unknown; message?: unknown; data?: unknown } = body;
  // An absent or null code is no failure.
  const failedCode = Number(envelope.code ?? 0) !== 0;
  if (failedCode || envelope.success === false) {
    throw envelopeError('envelope', envelope, 'request failed', response.status);
  }
  return 'data' in envelope ? envelope.data : body;
}
