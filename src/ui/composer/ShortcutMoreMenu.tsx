import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Shortcut } from '../../model/shortcuts';
import { listen } from '../../platform/listen';
import { useTexts } from '../hooks/use-texts';
import { useCloseAnimation } from '../primitives/close-animation';
import { itemsOf } from '../primitives/menu-items';
import { ShortcutChip } from './ShortcutChip';

export const MORE_CLASS =
  'shrink-0 inline-flex items-center h-8 [@media(pointer:coarse)]:h-11 rounded-full border border-gray-200 bg-white px-3 text-xs text-gray-700 whitespace-nowrap hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
const ITEM_CLASS =
  'w-full flex items-center gap-2 rounded-lg border-l-4 px-3 py-2 [@media(pointer:coarse)]:min-h-[44px] text-left text-sm text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus:bg-gray-50';

/**
 * 更多: the chips that do not fit, in a menu above the button. Arrow keys move between entries,
 * Escape closes it and focus goes back to 更多; a click elsewhere closes it.
 */
export function ShortcutMoreMenu({
  shortcuts,
  onChoose,
}: {
  shortcuts: Shortcut[];
  onChoose(shortcut: Shortcut): void;
}) {
  const texts = useTexts();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useCloseAnimation(menu, open);

  useEffect(() => {
    if (!open) return;
    itemsOf(menu.current)[0]?.focus();
    const root = button.current?.getRootNode() as Document | ShadowRoot | undefined;
    const outside = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(menu.current as EventTarget) && !path.includes(button.current as EventTarget))
        setOpen(false);
    };
    return listen([root, 'pointerdown', outside]);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf(menu.current);
    const index = list.indexOf(event.target as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape') {
      // The launcher panel closes on Escape too; only the menu should.
      event.stopPropagation();
      close();
    } else if (step !== undefined) {
      event.preventDefault();
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="relative shrink-0">
      <button
        ref={button}
        type="button"
        className={MORE_CLASS}
        aria-label={texts.moreShortcuts}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        part="shortcut-more"
        onClick={() => setOpen((value) => !value)}
      >
        {texts.more}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={texts.moreShortcuts}
          part="shortcut-more-menu"
          className="absolute bottom-full right-0 z-20 mb-2 w-64 max-h-72 overflow-y-auto rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
          onKeyDown={onKeyDown}
        >
          {shortcuts.map((shortcut) => (
            <ShortcutChip
              key={shortcut.key}
              shortcut={shortcut}
              className={ITEM_CLASS}
              role="menuitem"
              tabIndex={-1}
              part="shortcut"
              onChoose={(chosen) => {
                setOpen(false);
                onChoose(chosen);
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
