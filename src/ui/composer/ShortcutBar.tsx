import { useLayoutEffect, useRef, useState } from 'react';
import { fittingShortcutCount } from '../../model/shortcut-fit';
import type { Shortcut } from '../../model/shortcuts';
import { applyPromptShortcutAtom, openShortcutFormAtom } from '../../state/actions/open-shortcut';
import { agentAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useNarrowLayout } from '../hooks/use-narrow-layout';
import { useTexts } from '../hooks/use-texts';
import { CHIP_CLASS, ShortcutChip, ShortcutIcon } from './ShortcutChip';
import { ShortcutFormDialog } from './ShortcutFormDialog';
import { MORE_CLASS, ShortcutMoreMenu } from './ShortcutMoreMenu';

/** Matches gap-2 on the rows below. */
const GAP_PX = 8;
const NO_SHORTCUTS: Shortcut[] = [];

/**
 * The shortcut chips above the composer input (screens doc section 9): inline on desktop with
 * what does not fit in 更多, one horizontally scrolling row on narrow layouts.
 */
export function ShortcutBar() {
  const shortcuts = useAtomValue(agentAtom)?.shortcuts ?? NO_SHORTCUTS;
  if (shortcuts.length === 0) return null;
  return (
    <>
      <ShortcutRow shortcuts={shortcuts} />
      <ShortcutFormDialog />
    </>
  );
}

/** Mounted only with shortcuts, so the width observer starts on an element that exists. */
function ShortcutRow({ shortcuts }: { shortcuts: Shortcut[] }) {
  const bar = useRef<HTMLDivElement>(null);
  const narrow = useNarrowLayout(bar);
  const openForm = useSetAtom(openShortcutFormAtom);
  const applyPrompt = useSetAtom(applyPromptShortcutAtom);
  // A web page opens through its own link; the other kinds act here.
  const choose = (shortcut: Shortcut) => {
    if (shortcut.type === 'prompt') applyPrompt(shortcut);
    else if (shortcut.type !== 'webpage') void openForm(shortcut);
  };
  return (
    <div
      ref={bar}
      part="shortcut-bar"
      data-layout={narrow ? 'scroll' : 'inline'}
      className={`relative max-w-[864px] mx-auto mb-2 flex gap-2 ${narrow ? 'overflow-x-auto' : ''}`}
    >
      {narrow ? (
        shortcuts.map((shortcut) => <ShortcutChip key={shortcut.key} shortcut={shortcut} onChoose={choose} />)
      ) : (
        <InlineShortcuts shortcuts={shortcuts} onChoose={choose} />
      )}
    </div>
  );
}

function InlineShortcuts({
  shortcuts,
  onChoose,
}: {
  shortcuts: Shortcut[];
  onChoose(shortcut: Shortcut): void;
}) {
  const texts = useTexts();
  const row = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(shortcuts.length);
  // Measured before paint and again on every resize: the row never shows a state it then corrects.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new shortcuts are new chips to measure.
  useLayoutEffect(() => {
    const rowElement = row.current;
    const rulerElement = ruler.current;
    if (!rowElement || !rulerElement) return;
    const measure = () => {
      const widths = [...rulerElement.children].map((child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setCount(
        fittingShortcutCount({
          available: rowElement.clientWidth,
          chipWidths: widths,
          moreWidth,
          gap: GAP_PX,
        }),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(rowElement);
    return () => observer.disconnect();
  }, [shortcuts]);
  const rest = shortcuts.slice(count);
  return (
    <div ref={row} className="flex min-w-0 flex-1 gap-2">
      {shortcuts.slice(0, count).map((shortcut) => (
        <ShortcutChip key={shortcut.key} shortcut={shortcut} onChoose={onChoose} />
      ))}
      {rest.length > 0 ? <ShortcutMoreMenu shortcuts={rest} onChoose={onChoose} /> : null}
      {/* Every chip and 更多 at their natural width, out of sight and out of the accessibility tree. */}
      <div
        ref={ruler}
        aria-hidden="true"
        className="absolute left-0 top-0 flex w-0 h-0 gap-2 overflow-hidden invisible pointer-events-none"
      >
        {shortcuts.map((shortcut) => (
          <span key={shortcut.key} className={CHIP_CLASS}>
            <ShortcutIcon shortcut={shortcut} />
            <span className="truncate">{shortcut.title}</span>
          </span>
        ))}
        <span className={MORE_CLASS}>{texts.more}</span>
      </div>
    </div>
  );
}
