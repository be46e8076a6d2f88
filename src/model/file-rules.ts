import { asArray, asNumber, asString, isObject } from './wire-values';

/** Screens doc section 9: a form field's own size limit defaults to 10 MB (0xa00000 bytes). */
export const FORM_FIELD_MAX_BYTES = 0xa00000;
/** Screens doc section 5: the default upload limit is 150 MB (0x9600000 bytes). */
export const DEFAULT_UPLOAD_MAX_BYTES = 0x9600000;
const MEGABYTE = 1024 * 1024;
/**
 * A configured size this small cannot mean bytes (no useful file fits in 1 KB); deployments that
 * give the limit in MB send 10, not 10485760.
 */
const SIZE_IN_MEGABYTES_BELOW = 1024;

export interface FileRule {
  /** Lower-case extensions with their dot (".pdf"); empty or containing "*" accepts every file. */
  extensions: string[];
  maxBytes: number;
}

export type FileCheck =
  | { ok: true }
  | { ok: false; reason: 'type' }
  | { ok: false; reason: 'size'; sizeText: string; limitMb: number };

/**
 * supportFileConfig `{name, size, support, type}`; the extensions may be a list or a string
 * separated by commas or spaces, with or without dots.
 */
export function readFileRule(config: unknown, defaultMaxBytes = FORM_FIELD_MAX_BYTES): FileRule {
  if (!isObject(config)) return { extensions: [], maxBytes: defaultMaxBytes };
  const size = asNumber(config.size);
  const maxBytes =
    size === undefined || size <= 0
      ? defaultMaxBytes
      : size < SIZE_IN_MEGABYTES_BELOW
        ? size * MEGABYTE
        : size;
  const source = config.support ?? config.supportExtensions ?? config.extensions;
  return { extensions: normaliseExtensions(source), maxBytes };
}

export function normaliseExtensions(source: unknown): string[] {
  const items = Array.isArray(source) ? asArray(source) : String(asString(source) ?? '').split(/[\s,，]+/);
  return items.flatMap((item) => {
    const text = (asString(item) ?? '').trim().toLowerCase();
    if (!text) return [];
    if (text === '*' || text === '.*') return ['*'];
    return [text.startsWith('.') ? text : `.${text}`];
  });
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/** Screens doc section 5: the extension must be accepted (an entry * accepts all), then the size. */
export function checkFile(file: { name: string; size: number }, rule: FileRule): FileCheck {
  const acceptsAll = rule.extensions.length === 0 || rule.extensions.includes('*');
  if (!acceptsAll && !rule.extensions.includes(extensionOf(file.name))) return { ok: false, reason: 'type' };
  if (file.size > rule.maxBytes)
    return {
      ok: false,
      reason: 'size',
      sizeText: formatFileSize(file.size),
      limitMb: megabytes(rule.maxBytes),
    };
  return { ok: true };
}

/** How many of `incoming` files still fit a list holding `current` of at most `max`. */
export function remainingSlots(current: number, max: number | undefined): number {
  return max === undefined ? Number.POSITIVE_INFINITY : Math.max(0, max - current);
}

export function megabytes(bytes: number): number {
  return Math.round((bytes / MEGABYTE) * 100) / 100;
}

/** 2.5MB, 340KB, 12B: the {size} of 文件大小为{size}，超过{limit}MB限制，无法上传. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEGABYTE) return `${megabytes(bytes)}MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10}KB`;
  return `${bytes}B`;
}

/** The `accept` attribute of a file input for a rule (empty: anything). */
export function acceptAttribute(rule: FileRule): string | undefined {
  return rule.extensions.length === 0 || rule.extensions.includes('*')
    ? undefined
    : rule.extensions.join(',');
}
