/** How far back from a cut a line break is looked for, so a cut answer ends with whole lines. */
const LINE_END_WINDOW = 1_000;

/**
 * The first `length` characters of `text` (decision 068): ended at a line break when one lies
 * within the last LINE_END_WINDOW characters, and never between the halves of a surrogate pair.
 */
export function leadingText(text: string, length: number): string {
  if (length >= text.length) return text;
  const lineEnd = text.lastIndexOf('\n', length);
  let end = lineEnd > length - LINE_END_WINDOW && lineEnd > 0 ? lineEnd : length;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code < 0xdc00) end -= 1;
  return text.slice(0, end);
}
