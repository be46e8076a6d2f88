import { asString, asText, isObject, type JsonObject, readEach } from './wire-values';

/** Screens doc section 3, "Derived shortcut card": the four kinds a chip can be. */
export type ShortcutType = 'flow' | 'plugin' | 'prompt' | 'webpage';

export interface Shortcut {
  /** Position in the config: short names need not be unique, so this keys the chip. */
  key: string;
  type: ShortcutType;
  title: string;
  description: string;
  color: string;
  icon: string;
  /** flow and plugin shortcuts: the function whose form opens. */
  functionId: string;
  /** Sent with the form values and never shown (wire-format.md, "Shortcuts"). */
  hiddenParameters: Record<string, unknown>;
  /** webpage shortcuts: the link, only when it is http(s). */
  webpage?: string | undefined;
  /** prompt shortcuts: the text put in the composer. */
  prompt?: string | undefined;
}

/** Screens doc section 3: prompt shortcuts default to orange and a memo, web pages to blue and a globe. */
export const PROMPT_DEFAULT = { color: '#f97316', icon: '📝' } as const;
export const WEBPAGE_DEFAULT = { color: '#3b82f6', icon: '🌐' } as const;
/** Flows and plugins have no default in the spec; the widget's neutral grey keeps the chip readable. */
const FUNCTION_DEFAULT = { color: '#64748b', icon: '' } as const;

const TYPES: Record<string, ShortcutType> = {
  flows: 'flow',
  flow: 'flow',
  plugin: 'plugin',
  prompt: 'prompt',
  webpage: 'webpage',
};

/**
 * config.rule.shortcuts → the chips' cards. Entries of an unknown type, without a name, or that
 * could do nothing (a function without its id, a web page without an http(s) link) are dropped.
 */
export function shortcutsFromRule(raw: unknown): Shortcut[] {
  if (!Array.isArray(raw)) return [];
  return readEach(raw, (entry, index) => (isObject(entry) ? readShortcut(entry, index) : undefined));
}

function readShortcut(entry: JsonObject, index: number): Shortcut | undefined {
  const type = TYPES[asText(entry.type)];
  const title = asText(entry.short_name).trim();
  if (!type || !title) return undefined;
  const functionId = asText(entry.function_id);
  const webpage = type === 'webpage' ? httpUrl(asText(entry.webpage)) : undefined;
  if ((type === 'flow' || type === 'plugin') && !functionId) return undefined;
  if (type === 'webpage' && !webpage) return undefined;
  const fallback =
    type === 'prompt' ? PROMPT_DEFAULT : type === 'webpage' ? WEBPAGE_DEFAULT : FUNCTION_DEFAULT;
  return {
    key: `${index}:${title}`,
    type,
    title,
    description: asText(entry.description),
    color: asString(entry.color)?.trim() || fallback.color,
    icon: asString(entry.icon)?.trim() || fallback.icon,
    functionId,
    hiddenParameters: isObject(entry.hidden_parameters) ? { ...entry.hidden_parameters } : {},
    webpage,
    prompt: type === 'prompt' ? asText(entry.prompt) || title : undefined,
  };
}

/** Only http(s) links open from a chip: a javascript: or data: link must never run. */
function httpUrl(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
