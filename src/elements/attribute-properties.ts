/**
 * `agent-id` ↔ `agentId`: each attribute gets a property that reflects to it, so both ways of
 * configuring an element agree. Setting null, undefined or false removes the attribute, true sets
 * it empty. The properties of `booleanAttributes` read as booleans (on when present, unless
 * "false"); the others read as the attribute's text, or undefined when it is absent.
 */
export function defineAttributeProperties(
  prototype: object,
  attributes: readonly string[],
  booleanAttributes: ReadonlySet<string> = new Set(),
): void {
  for (const attribute of attributes) {
    const property = attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        if (booleanAttributes.has(attribute))
          return this.hasAttribute(attribute) && this.getAttribute(attribute) !== 'false';
        return this.getAttribute(attribute) ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(attribute);
        else this.setAttribute(attribute, value === true ? '' : String(value));
      },
    });
  }
}

/** The current values of `names` (null for an absent attribute), for the attribute parsers. */
export function readAttributes<Name extends string>(
  element: Element,
  names: readonly Name[],
): Partial<Record<Name, string | null>> {
  const values: Partial<Record<Name, string | null>> = {};
  for (const name of names) values[name] = element.getAttribute(name);
  return values;
}
