import type { MessageFile, UserMessage } from './message';

/** How a file card and the preview dialog treat a file. */
export type FileKind = 'image' | 'pdf' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'avif']);

/** The lower-case extension of a file name without the dot ('' when it has none). */
export function fileExtension(name: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * The type may be a MIME type, an extension or the screens doc's `image` (section 3, File); the
 * name's extension decides when the type says nothing.
 */
export function fileKind(file: Pick<MessageFile, 'name' | 'type'>): FileKind {
  const type = file.type.trim().toLowerCase();
  const extension = fileExtension(file.name);
  if (type === 'image' || type.startsWith('image/') || IMAGE_EXTENSIONS.has(type)) return 'image';
  if (type === 'pdf' || type === 'application/pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  return 'other';
}

/**
 * Screens doc section 3, File: a `reference` file is one the message refers to (a document of the
 * agent's, a knowledge-base file) rather than one the visitor uploaded. Its kind, for the preview,
 * still comes from its name.
 */
export function isReferenceFile(file: Pick<MessageFile, 'type'>): boolean {
  return file.type.trim().toLowerCase() === 'reference';
}

/** A file's name from its URL: the last path segment, decoded when it is valid percent-encoding. */
export function lastPathSegment(url: string): string {
  const segment = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const SIZE_STEP = 1024;

/** 532 B, 12.3 KB, 4 MB: one decimal below 10 units, none above; '' when the size is unknown. */
export function formatFileSize(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= SIZE_STEP && unit < SIZE_UNITS.length - 1) {
    value /= SIZE_STEP;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${Number(value.toFixed(digits))} ${SIZE_UNITS[unit]}`;
}

/** Data doc section 5: a user message is shown if it has content, a quote or a file. */
export function isVisibleUserMessage(message: UserMessage): boolean {
  return message.content.trim() !== '' || Boolean(message.file) || Boolean(message.quote);
}
