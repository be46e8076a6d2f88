import { DEFAULT_UPLOAD_MAX_BYTES, type FileRule, normaliseExtensions } from './file-rules';
import { asFlag, isObject, listOrWrapped } from './wire-values';

/** wire-format.md: what a failed file-support call falls back to. */
export const DEFAULT_COMPOSER_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx'];

/**
 * What the agent takes in the composer: every file (`*`), some extensions, or none (the attach
 * control is then disabled with 当前Agent不支持处理文件).
 */
export type FileSupport = { kind: 'all' } | { kind: 'some'; extensions: string[] } | { kind: 'none' };

/**
 * wire-format.md, "Composer: file support": a list of `{name, support, extension}`; `support` is
 * true, "true" or 1; `extension` a list or one comma-separated string, with or without dots, any
 * case. Only supported entries count; an entry `*` accepts every file.
 */
export function readFileSupport(payload: unknown): FileSupport {
  // Some deployments wrap the list: `{list: [...]}`, `{data_list: [...]}` or `{items: [...]}`.
  const entries = listOrWrapped(payload, ['list', 'data_list', 'items']);
  const extensions = entries.flatMap((entry) =>
    isObject(entry) && asFlag(entry.support) ? normaliseExtensions(entry.extension) : [],
  );
  if (extensions.includes('*')) return { kind: 'all' };
  const unique = [...new Set(extensions)];
  return unique.length === 0 ? { kind: 'none' } : { kind: 'some', extensions: unique };
}

export function fallbackFileSupport(): FileSupport {
  return { kind: 'some', extensions: [...DEFAULT_COMPOSER_EXTENSIONS] };
}

/** The composer's rule for checkFile: screens doc section 5, 150 MB whatever the tooltip says. */
export function composerFileRule(support: FileSupport): FileRule {
  return {
    extensions: support.kind === 'some' ? support.extensions : ['*'],
    maxBytes: DEFAULT_UPLOAD_MAX_BYTES,
  };
}

/** The file input's `accept`: only the listed extensions, or anything. */
export function acceptOf(support: FileSupport): string | undefined {
  return support.kind === 'some' ? support.extensions.join(',') : undefined;
}
