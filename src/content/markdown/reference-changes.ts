import type { LinkTarget, References } from './link-syntax';

/**
 * Link definitions that notes the labels looked up since `labels` was last emptied, so the
 * incremental parser knows which finished blocks a new or changed definition affects.
 */
export class LookedUpReferences extends Map<string, LinkTarget> {
  labels = new Set<string>();

  override get(label: string): LinkTarget | undefined {
    this.labels.add(label);
    return super.get(label);
  }
}

/** Labels defined differently (or only) in one of the two. */
export function changedLabels(before: References, after: References): Set<string> {
  const changed = new Set<string>();
  for (const [label, target] of after) {
    const old = before.get(label);
    if (old?.destination !== target.destination || old.title !== target.title) changed.add(label);
  }
  for (const label of before.keys()) if (!after.has(label)) changed.add(label);
  return changed;
}
