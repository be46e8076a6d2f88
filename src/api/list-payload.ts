import { asArray, asNumber, isObject } from '../model/wire-values';

export interface ListPage {
  items: unknown[];
  totalCount: number | undefined;
  pageNumber: number | undefined;
  totalPages: number | undefined;
}

/** Lists arrive as an array, or inside `data_list`, or inside `list` (wire-format.md). */
export function readListPayload(payload: unknown): ListPage {
  if (!isObject(payload)) {
    // An array is the list itself; anything else, an empty one.
    const items = asArray(payload);
    return { items, totalCount: items.length, pageNumber: undefined, totalPages: undefined };
  }
  const items = Array.isArray(payload.data_list) ? payload.data_list : asArray(payload.list);
  return {
    items,
    totalCount: asNumber(payload.total_count) ?? asNumber(payload.total),
    pageNumber: asNumber(payload.page_number),
    totalPages: asNumber(payload.total_pages),
  };
}
