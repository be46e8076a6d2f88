/** A menu's items, in order: the header's more menu and the shortcut row's more menu read them alike. */
export function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}
