/** Small tolerant readers for untrusted JSON values (ids may be numbers, fields may be missing). */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function asText(value: unknown): string {
  return asString(value) ?? '';
}

export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asStringList(value: unknown): string[] {
  return asArray(value)
    .map((item) => asString(item))
    .filter((item): item is string => item !== undefined && item !== '');
}

const EPOCH_SECONDS_LIMIT = 1e11;

/** Times may be ISO strings, epoch milliseconds or epoch seconds (below 10^11); wire-format.md. */
export function parseTime(value: unknown): number | undefined {
  const numeric = asNumber(value);
  if (numeric !== undefined) return numeric < EPOCH_SECONDS_LIMIT ? numeric * 1000 : numeric;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}
