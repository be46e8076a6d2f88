/**
 * The token tree between the parser and the renderer. Plain data, no HTML strings anywhere:
 * every URL in it has already passed the link policy.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'del'; children: Inline[] }
  | { type: 'code'; text: string }
  /** `href` passed `safeLinkUrl`; null (refused URL) renders the children as plain text. */
  | { type: 'link'; href: string | null; title?: string; children: Inline[] }
  /** `src` passed `safeImageUrl`; null renders the alt text only. */
  | { type: 'image'; src: string | null; alt: string; title?: string }
  | { type: 'break' };

export type Align = 'left' | 'center' | 'right' | null;

export interface ListItem {
  children: Block[];
  /** Present only on task items (`- [ ]`, `- [x]`). */
  checked?: boolean;
}

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  /** `closed` is false while a streamed fence has not been closed (or never was). */
  | { type: 'code'; lang: string; text: string; closed: boolean }
  | { type: 'blockquote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: ListItem[] }
  /** One `align` entry per column; every row has exactly as many cells as the header. */
  | { type: 'table'; align: Align[]; header: Inline[][]; rows: Inline[][][] }
  | { type: 'hr' };
