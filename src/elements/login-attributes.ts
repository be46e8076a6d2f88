/** Decision 024: the chat elements' login attributes (a one-time code and where to spend it). */
export const LOGIN_ATTRIBUTES = ['auth-code', 'auth-prefix'] as const;

export interface LoginAttributeValues {
  'auth-code'?: string | null;
  'auth-prefix'?: string | null;
}

/**
 * A login to start, or null when there is no code (an empty or blank code is no code). The prefix
 * is null when the attribute is absent (the default applies); an empty `auth-prefix=""` means the
 * pair sits right under base-url.
 */
export function parseLoginAttributes(
  values: LoginAttributeValues,
): { code: string; prefix: string | null } | null {
  const code = values['auth-code']?.trim() ?? '';
  if (!code) return null;
  const prefix = values['auth-prefix'];
  return { code, prefix: prefix?.trim() ?? null };
}
