/**
 * A path under the mode's base with ids as its last segments, each URI-encoded so an id never
 * adds a segment or a query: `apiPath('flow', id)` → `flow/{id}`.
 */
export function apiPath(base: string, ...ids: string[]): string {
  return [base, ...ids.map(encodeURIComponent)].join('/');
}
