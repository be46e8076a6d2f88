import { describe, expect, it } from 'vitest';
import { readListPayload } from '../../src/api/list-payload';

describe('readListPayload', () => {
  it('accepts a bare array', () => {
    expect(readListPayload([1, 2]).items).toEqual([1, 2]);
  });

  it('accepts data_list with paging fields', () => {
    expect(readListPayload({ data_list: [1], total_count: 9, page_number: 2, total_pages: 5 })).toEqual({
      items: [1],
      totalCount: 9,
      pageNumber: 2,
      totalPages: 5,
    });
  });

  it('accepts list', () => {
    expect(readListPayload({ list: ['a'] }).items).toEqual(['a']);
  });

  it('reads anything else as an empty list', () => {
    expect(readListPayload(null).items).toEqual([]);
    expect(readListPayload({ other: [] }).items).toEqual([]);
  });
});
