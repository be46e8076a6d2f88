/** Small tolerant readers for untrusted JSON values (ids may be numbers, fields may be missing). */

export type JsonObject = Record<string, unknown>;

/**
 * `JSON.parse` that keeps one copy of each string: a page of records repeats its hosts, links, tool
 * names, colours, statuses and session id in every record, and `JSON.parse` makes a new string for
 * each. Held for the page's life, those copies were about a tenth of a long conversation's heap
 * (issue 33, decision 074). The copies are shared within one call only, so nothing outlives it.
 */
export function parseJson(text: string): unknown {
  const kept = new Map<string, string>();
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? (kept.get(value) ?? kept.set(value, value).get(value)) : value,
  );
}

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

/** Flags may arrive as booleans, 0/1 or "true"/"1" in any case; anything else is false. */
export function asFlag(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(?:true|1)$/i.test(value.trim()));
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The objects of a list (anything else in it, or a value that is no list, gives none). */
export function objectsIn(value: unknown): JsonObject[] {
  return asArray(value).filter(isObject);
}

/**
 * A list sent bare or wrapped in an object under one of `keys` (`{list: [...]}`, `{fields: [...]}`);
 * like `a ?? b`, the first key that is present and not null wins.
 */
export function listOrWrapped(value: unknown, keys: readonly string[]): unknown[] {
  if (!isObject(value)) return asArray(value);
  return asArray(keys.map((key) => value[key]).find((item) => item !== undefined && item !== null));
}

/** Each item read by `read`; the items it rejects (undefined, null or '') are left out. */
export function readEach<Item, T>(
  items: readonly Item[],
  read: (item: Item, index: number) => T | null | undefined,
): T[] {
  return items.flatMap((item, index) => {
    const result = read(item, index);
    return result ? [result] : [];
  });
}

export function asStringList(value: unknown): string[] {
  return readEach(asArray(value), asString);
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
