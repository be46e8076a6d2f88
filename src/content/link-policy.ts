/**
 * Which URLs from agent output may become links or images. The widget is embedded in foreign
 * pages, so relative and protocol-relative URLs are refused as well: they would resolve against
 * the host page. Whitespace and control characters anywhere are refused before parsing, because
 * the URL parser silently drops tabs and newlines (`java\tscript:` would parse as `javascript:`).
 * Entities are never decoded here, so `javascript&#58;` is just a relative URL and is refused.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s]/u;
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];
const IMAGE_PROTOCOLS = ['http:', 'https:'];

function allowed(raw: string, protocols: string[]): string | null {
  const trimmed = raw.trim();
  if (trimmed === '' || UNSAFE_CHARACTERS.test(trimmed)) return null;
  let url: URL;
  try {
    // No base URL: anything relative throws and is refused.
    url = new URL(trimmed);
  } catch {
    return null;
  }
  return protocols.includes(url.protocol) ? url.href : null;
}

/** A URL safe to put in `href`, normalised, or null: only http:, https: and mailto:. */
export function safeLinkUrl(raw: string): string | null {
  return allowed(raw, LINK_PROTOCOLS);
}

/** A URL safe to put in `src`, normalised, or null: only http: and https:. */
export function safeImageUrl(raw: string): string | null {
  return allowed(raw, IMAGE_PROTOCOLS);
}
