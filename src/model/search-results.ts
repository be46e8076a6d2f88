import { asNumber, asText, objectsIn } from './wire-values';

export interface SearchResult {
  title: string;
  url: string;
  name: string;
  icon: string;
  index: number;
}

/** wire-format.md: search tools are those whose metaData.tool_name is search or web_search. */
export function isSearchTool(toolName: string | undefined): boolean {
  return toolName === 'search' || toolName === 'web_search';
}

/** A search tool's output: a list of results, or a JSON string holding that list. */
export function searchResultsFromOutput(output: unknown): SearchResult[] {
  let value = output;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return objectsIn(value).map((item, position) => ({
    title: asText(item.title),
    url: asText(item.url),
    name: asText(item.name),
    icon: asText(item.icon),
    index: asNumber(item.index) ?? position + 1,
  }));
}
