export { ContentTexts } from './content-texts';
export { leadingText } from './leading-text';
export { isApiOrigin, safeImageUrl, safeLinkUrl, safeWebUrl } from './link-policy';
export { Markdown } from './Markdown';
export { ClickImages } from './markdown/InlineView';
export { createIncrementalMarkdown, parseMarkdown } from './markdown/incremental-parser';
export type { Block, Inline } from './markdown/tokens';
