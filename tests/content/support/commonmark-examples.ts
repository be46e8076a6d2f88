import { createRequire } from 'node:module';

export interface Example {
  markdown: string;
  html: string;
  section: string;
  number: number;
}

/** CommonMark 0.31.2's examples. The spec writes tabs as `→`; its own test runner puts the tabs back, as this does. */
export const examples: Example[] = (
  createRequire(import.meta.url)('commonmark-spec') as { tests: Example[] }
).tests.map((example) => ({
  ...example,
  markdown: example.markdown.replace(/→/g, '\t'),
  html: example.html.replace(/→/g, '\t'),
}));

/** Raw HTML is shown as text here (decision 028), so these two sections cannot match. */
const HTML_SECTIONS = new Set(['HTML blocks', 'Raw HTML']);

export const nonHtmlExamples = examples.filter((example) => !HTML_SECTIONS.has(example.section));
