import { isApiError } from '../api/api-error';
import { texts } from './texts';

/** The one place where failures become visitor-facing text (data doc, section 8). */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'http':
      case 'envelope':
        return error.message;
      case 'timeout':
        return texts.requestTimeout;
      case 'network':
        return texts.networkError;
      case 'config':
        return texts.missingConfig;
      case 'aborted':
        return texts.stopped;
      default:
        return error.kind satisfies never;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return texts.unknownError;
}

/**
 * Screens doc section 8: an upload failure shows the server's own message when it sent one,
 * otherwise 上传失败，请重试 (network faults and malformed answers included).
 */
export function uploadErrorText(error: unknown): string {
  if (isApiError(error) && (error.kind === 'http' || error.kind === 'envelope') && error.message)
    return error.message;
  return texts.uploadFailed;
}
