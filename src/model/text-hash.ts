/**
 * A 64-bit digest of a text (two 32-bit FNV-1a style rounds) as base 36: names a scope without
 * holding what made it (credentials), and two scopes of one site practically never collide. Not
 * a cryptographic hash: anything that could read the name could read the page's attributes too.
 */
export function textHash(text: string): string {
  let first = 2166136261;
  let second = 5381;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 16777619);
    second = Math.imul(second, 33) ^ code;
  }
  return (first >>> 0).toString(36) + (second >>> 0).toString(36);
}
