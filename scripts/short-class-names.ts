/**
 * Build-time short class names (size budget): the twind classes in the source ("flex items-center
 * touch:min-h-[44px] …") are written out in the bundle twice, once in the JS and once as CSS
 * selectors. At build time each class gets a two- or three-letter name in both places.
 *
 * A class is renamed only when every string literal in the sources that contains it is a class
 * list (all its words are classes, and it has two or more of them, or a hyphen-like character, or it
 * is a `className` value). A class that also appears in any other string (`'hidden'` as an
 * overflow value, say) keeps its name everywhere, so the rename can never change what a string
 * means. String fragments are found with the TypeScript parser, not with a regular expression.
 */
import ts from 'typescript';

export interface Fragment {
  /** Offsets of the fragment's text in the source (without quotes, backticks or `${`). */
  start: number;
  end: number;
  text: string;
  /** A JSX `className="…"` value or a `className:` property. */
  inClassName: boolean;
  /** Fragment of a template literal: words touching a `${…}` are partial words. */
  touchesStart: boolean;
  touchesEnd: boolean;
}

export function fragmentsOf(fileName: string, source: string): Fragment[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const fragments: Fragment[] = [];
  const visit = (node: ts.Node) => {
    const parent = node.parent;
    const inClassName =
      (parent !== undefined && ts.isJsxAttribute(parent) && parent.name.getText(file) === 'className') ||
      (parent !== undefined && ts.isPropertyAssignment(parent) && parent.name.getText(file) === 'className');
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const start = node.getStart(file) + 1;
      const end = node.getEnd() - 1;
      fragments.push({
        start,
        end,
        text: source.slice(start, end),
        inClassName,
        touchesStart: false,
        touchesEnd: false,
      });
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const start = node.getStart(file) + 1;
      const end = node.getEnd() - (ts.isTemplateTail(node) ? 1 : 2);
      fragments.push({
        start,
        end,
        text: source.slice(start, end),
        inClassName: false,
        touchesStart: !ts.isTemplateHead(node),
        touchesEnd: !ts.isTemplateTail(node),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return fragments;
}

interface Word {
  start: number;
  end: number;
  text: string;
}

function wordsOf(fragment: Fragment): { words: Word[]; partial: Set<Word> } {
  const words: Word[] = [];
  const partial = new Set<Word>();
  for (const match of fragment.text.matchAll(/\S+/g)) {
    const start = fragment.start + (match.index ?? 0);
    const word = { start, end: start + match[0].length, text: match[0] };
    words.push(word);
    if (fragment.touchesStart && match.index === 0) partial.add(word);
    if (fragment.touchesEnd && word.end === fragment.end) partial.add(word);
  }
  return { words, partial };
}

function isClassList(
  fragment: Fragment,
  words: Word[],
  partial: Set<Word>,
  known: ReadonlySet<string>,
): boolean {
  const whole = words.filter((word) => !partial.has(word));
  if (whole.length === 0 || !whole.every((word) => known.has(word.text))) return false;
  if (partial.size > 0 || whole.length >= 2 || fragment.inClassName) return true;
  // A lone plain word ('hidden', 'block') may be anything; a lone `a-b` / `a:b` / `a[b]` is a class.
  return /[-:[/]/.test(whole[0]?.text ?? '');
}

/**
 * Classes that may be renamed (used only inside class lists across all the sources), the most used
 * first, so that they get the shortest names.
 */
export function renamableClasses(
  sources: readonly { fileName: string; source: string }[],
  known: ReadonlySet<string>,
): Set<string> {
  const inClassLists = new Set<string>();
  const uses = new Map<string, number>();
  const elsewhere = new Set<string>();
  for (const { fileName, source } of sources) {
    for (const fragment of fragmentsOf(fileName, source)) {
      const { words, partial } = wordsOf(fragment);
      const classList = isClassList(fragment, words, partial, known);
      for (const word of words) {
        if (!known.has(word.text)) continue;
        (classList && !partial.has(word) ? inClassLists : elsewhere).add(word.text);
        uses.set(word.text, (uses.get(word.text) ?? 0) + 1);
      }
    }
  }
  return new Set(
    [...inClassLists]
      .filter((name) => !elsewhere.has(name))
      .sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : 1)),
  );
}

/**
 * Short names in the order given (one letter for the 52 most used classes, then two characters),
 * never equal to a class that keeps its own name. Names by use rather than by alphabet: -172 B gzip.
 */
export function planShortNames(
  renamable: ReadonlySet<string>,
  known: ReadonlySet<string>,
): Map<string, string> {
  const plan = new Map<string, string>();
  let index = 0;
  for (const name of renamable) {
    let short = '';
    do short = shortName(index++);
    while (known.has(short));
    plan.set(name, short);
  }
  return plan;
}

/** The source with every renamable class in its class lists replaced by its short name. */
export function renameInSource(fileName: string, source: string, plan: ReadonlyMap<string, string>): string {
  const known = new Set(plan.keys());
  const edits: { start: number; end: number; text: string }[] = [];
  for (const fragment of fragmentsOf(fileName, source)) {
    const { words, partial } = wordsOf(fragment);
    for (const word of words) {
      const short = plan.get(word.text);
      if (short && !partial.has(word) && known.has(word.text)) edits.push({ ...word, text: short });
    }
  }
  let result = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/** Class names of the CSS's selectors, unescaped (`touch\:min-h-\[44px\]` → `touch:min-h-[44px]`). */
export function classesInCss(css: string): Set<string> {
  const names = new Set<string>();
  // Declarations hold dots too (`opacity:0.5`); only selectors name classes.
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  for (const match of selectors.matchAll(/\.((?:\\.|[\w-])+)/g)) names.add(unescapeCss(match[1] ?? ''));
  return names;
}

export function renameInCss(css: string, plan: ReadonlyMap<string, string>): string {
  return css.replace(/\.((?:\\.|[\w-])+)/g, (selector, escaped: string) => {
    const short = plan.get(unescapeCss(escaped));
    return short ? `.${short}` : selector;
  });
}

function unescapeCss(escaped: string): string {
  return escaped.replace(/\\(.)/g, '$1');
}

/** A class name starts with a letter; later characters may also be digits, `_` or `-`. */
const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REST = `${FIRST}0123456789_-`;

/** The index-th name of the sequence a … Z, aa … a-, ba … (52 + 52 × 64 names before it repeats). */
export function shortName(index: number): string {
  if (index < FIRST.length) return FIRST[index] ?? '';
  const rest = index - FIRST.length;
  return (FIRST[Math.floor(rest / REST.length)] ?? '') + (REST[rest % REST.length] ?? '');
}
