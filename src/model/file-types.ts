import { extensionOf } from './file-rules';
import type { MessageFile } from './message';
import { fileKind } from './message-file';

/** Types for names whose browser-reported type is empty (screens doc section 7, file upload). */
const TYPES_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
};
/** Plain-text files commonly arrive without a browser type. */
const TEXT_EXTENSIONS = new Set(['.txt', '.md', '.log']);

/** The MIME type as reported, or inferred from the name, or text/plain, or application/octet-stream. */
export function mimeTypeOf(name: string, reported: string): string {
  if (reported) return reported;
  const extension = extensionOf(name);
  if (TEXT_EXTENSIONS.has(extension)) return 'text/plain';
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/**
 * Data doc section 7: images are registered (and resent) with file_action IMAGE_URL, everything
 * else FILE_URL. Whether a file is an image is fileKind's call, as for its card.
 */
export function fileActionOf(file: Pick<MessageFile, 'name' | 'type'>): 'IMAGE_URL' | 'FILE_URL' {
  return fileKind(file) === 'image' ? 'IMAGE_URL' : 'FILE_URL';
}
