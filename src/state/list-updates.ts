/**
 * The list with the item of this id changed by `patch` (as a new object) and every other item as
 * it was: how conversations, messages and tasks take a change the server accepted (or is about to).
 */
export function patchById<T extends { id: string }>(list: T[], id: string, patch: Partial<T>): T[] {
  return list.map((item) => (item.id === id ? { ...item, ...patch } : item));
}
