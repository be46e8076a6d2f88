/** Markdown tokens: what the parser produces and the renderer turns into elements. No HTML strings. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'del'; children: Inline[] }
  | { kind: 'code'; text: string }
  /** `href` already passed the link policy; null renders the children as plain text. */
  | { kind: 'link'; href: string | null; title?: string; children: Inline[] }
  | { kind: 'image'; src: string | null; alt: string; title?: string }
  /** A newline inside a paragraph: shown as a line break (decision 028). */
  | { kind: 'break' }
  | MathToken;

/**
 * A formula, found only while the optional rich file is loaded (decision 069): `text` is its source
 * with its delimiters, shown until it is typeset and kept when it cannot be.
 */
export interface MathToken {
  kind: 'math';
  text: string;
  tex: string;
  display: boolean;
}

export type Alignment = 'left' | 'center' | 'right' | null;

export interface ListItem {
  checked: boolean | null;
  blocks: Block[];
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; inline: Inline[] }
  | { kind: 'paragraph'; inline: Inline[] }
  /** `closed` is false while a streamed fence has not been closed yet. */
  | { kind: 'code'; language: string; text: string; closed: boolean }
  | { kind: 'blockquote'; blocks: Block[] }
  /** A tight list shows its items' paragraphs without paragraph spacing (CommonMark 5.3). */
  | { kind: 'list'; ordered: boolean; start: number; tight: boolean; items: ListItem[] }
  | { kind: 'table'; align: Alignment[]; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'rule' };
