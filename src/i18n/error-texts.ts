import { isApiError } from '../api/api-error';
import { type Texts, texts } from './texts';

/** The one place where failures become visitor-facing text (data doc, section 8). */
export function errorText(error: unknown, words: Texts = texts): string {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'http':
      case 'envelope':
        return error.message;
      case 'timeout':
        return words.requestTimeout;
      case 'network':
        return words.networkError;
      case 'config':
        return words.missingConfig;
      case 'aborted':
        return words.stopped;
      default:
        return error.kind satisfies never;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return words.unknownError;
}

/**
 * Screens doc section 8: an upload failure shows the server's own message when it sent one,
 * otherwise 上传失败，请重试 (network faults and malformed answers included).
 */
export function uploadErrorText(error: unknown, words: Texts = texts): string {
  if (isApiError(error) && (error.kind === 'http' || error.kind === 'envelope') && error.message)
    return error.message;
  return words.uploadFailed;
}
