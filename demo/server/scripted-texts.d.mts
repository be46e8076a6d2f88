/** Types for importing the scripted texts (scripted-texts.mjs) from TypeScript tests. */
export function standardAnswer(question: string): string;
export function markdownShowcase(): string;
export function longAnswerTokens(tokenCount: number): string[];
export function longMarkdownAnswer(characters: number): string;
export function splitIntoChunks(source: string, count: number): string[];
export const LONG_WORD: string;
export const MIXED_DIRECTION_BLOCKS: Record<
  'heading' | 'arabic' | 'list' | 'quote' | 'table' | 'code' | 'english' | 'digits' | 'chinese',
  string
>;
export const MIXED_DIRECTION_REASONING: string;
export const MIXED_DIRECTION_KNOWLEDGE: string;
