import { describe, expect, it } from 'vitest';
import { isSearchTool, searchResultsFromOutput } from '../../src/model/search-results';

describe('search results', () => {
  it('recognises search and web_search tools', () => {
    expect(isSearchTool('search')).toBe(true);
    expect(isSearchTool('web_search')).toBe(true);
    expect(isSearchTool('flow')).toBe(false);
  });

  it('reads a list or a JSON string holding it', () => {
    const list = [{ title: 'a', url: 'https://a.example', name: 'A', icon: '', index: 1 }];
    expect(searchResultsFromOutput(list)).toEqual(list);
    expect(searchResultsFromOutput(JSON.stringify(list))).toEqual(list);
    expect(searchResultsFromOutput('not json')).toEqual([]);
  });
});
