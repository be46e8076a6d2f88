import temml from 'temml';
import type { MathToken } from '../content/markdown/tokens';
import { fitsNow, timed } from './at-once';
import { boundedCache } from './bounded-cache';
import { startDrawing, stillWanted } from './drawings';
import { laterWork } from './later-work';
import { type MathTreeNode, mathDom } from './mathml-dom';
import { adoptRichStyles } from './rich-sheet';

/**
 * A formula is typeset at once while this task's share allows (at-once.ts), the rest queued. A
 * formula takes about 0.5 ms in Chromium (FORMULA_MS is the queue's estimate), so 300 formulas from
 * history make no task over 50 ms.
 */
const FORMULA_MS = 1;
/** Longer formulas stay as their source: one would hold a task too long. */
const LONGEST_TEX = 10_000;

/** Formulas typeset before, by display and source (null: failed): the core typesets again on re-render. */
const formulas = boundedCache<Node | null>(500);

/**
 * The renderer the core calls for each formula it shows (rich-seam.ts): the span showing the
 * formula's source gets Temml's MathML, built as DOM; a formula Temml cannot parse keeps its source.
 */
export function typeset(element: HTMLElement, math: MathToken): void {
  const key = `${math.display ? '$$' : '$'}${math.tex}`;
  const drawing = math.tex.length <= LONGEST_TEX && startDrawing(element, key, math.text);
  if (!drawing) return;
  const known = formulas.get(key);
  if (known !== undefined) draw(known);
  else if (fitsNow()) draw(timed(() => formulaNode(math)));
  else
    laterWork.add({
      cost: FORMULA_MS,
      run() {
        if (stillWanted(element, drawing, math.text)) draw(formulaNode(math));
      },
    });

  function draw(node: Node | null) {
    formulas.set(key, node);
    if (!node) return;
    adoptRichStyles(element);
    element.replaceChildren(node.cloneNode(true));
  }
}

/**
 * Temml's MathML for a formula as DOM, or null when Temml cannot parse it. Display formulas keep
 * their TeX source as a MathML annotation (free there: display formulas never wrap) and sit in a
 * box that scrolls sideways when wider than the answer.
 */
function formulaNode({ tex, display }: MathToken): Node | null {
  let node: Node;
  try {
    const tree = temml.__renderToMathMLTree(tex, {
      displayMode: display,
      annotate: display,
      throwOnError: true,
      trust: false,
    }) as MathTreeNode;
    node = mathDom(tree);
  } catch {
    return null;
  }
  if (!display) return node;
  const box = document.createElement('span');
  box.className = 'acr-display';
  box.appendChild(node);
  return box;
}
