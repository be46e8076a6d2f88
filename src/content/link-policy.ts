/**
 * Which URLs from agent output may become links or images. The widget lives in foreign pages,
 * so relative and protocol-relative URLs are refused too. Control characters and whitespace are
 * refused before parsing because the URL parser silently drops tabs and newlines
 * (`java\tscript:` would otherwise parse as `javascript:`).
 */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/;

/**
 * ASCII characters the URL parser would keep raw or rewrite (`\\` becomes `/`), and a `%` that
 * starts no escape: percent-encoded first, as CommonMark renderers do, so the link goes where
 * its text says.
 */
const URL_UNSAFE = /[\\[\]^|{}"<>`]|%(?![\da-fA-F]{2})/g;

function allowed(raw: string, protocols: Set<string>): string | null {
  const trimmed = raw.trim();
  // The scheme is read before parsing: with no whitespace or control characters left, a text that
  // starts with an allowed scheme parses to that protocol, and one that does not (an emoji icon, a
  // relative link) is refused without the parser's exception, which costs about 60 µs in a render.
  if (
    UNSAFE_CHARACTERS.test(trimmed) ||
    !protocols.has(trimmed.slice(0, trimmed.indexOf(':') + 1).toLowerCase())
  )
    return null;
  try {
    return new URL(
      trimmed.replace(URL_UNSAFE, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`),
    ).href;
  } catch {
    return null;
  }
}

export function safeLinkUrl(raw: string): string | null {
  return allowed(raw, LINK_PROTOCOLS);
}

/** Only http(s): for images, files and web-page quotes, which a browser loads (never mailto:). */
export function safeWebUrl(raw: string): string | null {
  return allowed(raw, WEB_PROTOCOLS);
}

export const safeImageUrl = safeWebUrl;

/**
 * Decision 037: privacy mode loads images only from the origin the chat's API is on (an empty
 * base-url is the page's own). `url` is one safeImageUrl accepted.
 */
export function isApiOrigin(url: string, baseUrl: string, page = location.href): boolean {
  return new URL(url).origin === new URL(baseUrl || page, page).origin;
}
