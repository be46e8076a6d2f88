import { isObject } from './wire-values';

/**
 * What an Open mode chat adds to conversation calls (data doc section 7, conversation table):
 * `user`, `biz_key`, `client_type` and `conversation_config` on create, `biz_key` (and `user`) on
 * the list. Inner mode knows the visitor from its token and sends neither `user` nor `biz_key`.
 */
export interface ConversationScope {
  user?: string;
  bizKey?: string;
}

export type ParsedConversationConfig =
  | { ok: true; value: Record<string, unknown> | undefined }
  | { ok: false; error: string };

/** The `conversation-config` attribute: empty means none; anything but a JSON object is refused. */
export function parseConversationConfig(text: string): ParsedConversationConfig {
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) return { ok: true, value };
    return { ok: false, error: 'conversation-config must be a JSON object' };
  } catch {
    return { ok: false, error: 'conversation-config is not valid JSON' };
  }
}
