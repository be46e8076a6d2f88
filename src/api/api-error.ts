/** A closed set of failure kinds; i18n/error-texts.ts maps them to the catalogue's texts. */
export type ApiErrorKind = 'http' | 'envelope' | 'network' | 'timeout' | 'aborted' | 'config';

export class ApiError extends Error {
  // Declared only: the constructor sets all three, so no class fields are written out for them.
  declare readonly kind: ApiErrorKind;
  declare readonly status: number | undefined;
  declare readonly code: string | number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; code?: string | number } = {},
  ) {
    super(message);
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A request that got no answer (offline, refused, blocked): the thrown value's message as a network failure. */
export function networkError(error: unknown): ApiError {
  return new ApiError('network', error instanceof Error ? error.message : String(error));
}

/** An error's `code` as the platform sends it (a string or a number), else undefined. */
export function errorCodeOf(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * The ApiError an error answer describes (data doc section 8): its `message` when it has a
 * non-empty one, else `fallback`, with its `code` and the HTTP status.
 */
export function envelopeError(
  kind: ApiErrorKind,
  envelope: { message?: unknown; code?: unknown },
  fallback: string,
  status: number,
): ApiError {
  const message = (typeof envelope.message === 'string' && envelope.message) || fallback;
  return new ApiError(kind, message, { status, code: errorCodeOf(envelope.code) });
}
