import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTexts } from '../hooks/use-texts';
import { useCloseAnimation } from '../primitives/close-animation';
import { MoreIcon } from '../primitives/icons';
import { itemsOf } from '../primitives/menu-items';

export interface HeaderMenuEntry {
  key: string;
  label: string;
  /** Extra public part name of the entry (e.g. `profile-toggle`, so tests and hosts find it). */
  part: string;
  onChoose(): void;
}

/**
 * Screens doc section 2, item 1: on small screens the panel toggles fold into a three-dot menu.
 * A menu button with arrow-key navigation; Escape or leaving it closes it and focus stays on
 * the button, choosing an entry closes it before the entry's action runs.
 */
export function HeaderMenu({ entries, className }: { entries: HeaderMenuEntry[]; className: string }) {
  const texts = useTexts();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Some browsers do not focus a clicked button: a press on it must not count as leaving the menu.
  const pressingButton = useRef(false);
  useLayoutEffect(() => {
    if (open) itemsOf(menu.current)[0]?.focus();
  }, [open]);
  useCloseAnimation(menu, open);
  if (entries.length === 0) return null;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menu.current);
    const index = items.indexOf(event.target as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      items[(target + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  return (
    <div className="relative shrink-0">
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={texts.moreActions}
        aria-haspopup="menu"
        aria-expanded={open}
        part="more-menu-button"
        onPointerDown={() => {
          pressingButton.current = true;
        }}
        onClick={() => {
          pressingButton.current = false;
          setOpen(!open);
        }}
      >
        <MoreIcon className="w-5 h-5" />
      </button>
      {open ? (
        <div
          ref={menu}
          role="menu"
          aria-label={texts.moreActions}
          part="more-menu"
          className="absolute right-0 top-full mt-1 z-40 min-w-[160px] rounded-xl border border-gray-200 bg-white py-1 shadow-xl"
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            // Leaving the menu (Tab, a click elsewhere) closes it; onBlur bubbles like focusout.
            // A click on the menu button toggles it itself.
            const next = event.relatedTarget as Node | null;
            if (pressingButton.current || next === button.current) return;
            if (!next || !event.currentTarget.contains(next)) setOpen(false);
          }}
        >
          {entries.map((entry) => (
            <button
              key={entry.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="w-full text-left px-4 py-2 touch:min-h-[44px] text-sm touch:text-base text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500"
              part={`more-menu-item ${entry.part}`}
              onClick={() => {
                close(false);
                entry.onChoose();
              }}
            >
              {entry.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
