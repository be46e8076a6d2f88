import { safeImageUrl } from '../../content';
import type { Shortcut } from '../../model/shortcuts';
import { servicesAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';
import { useImageUrl } from '../hooks/use-image-url';
import { LinkIcon, PencilIcon } from '../primitives/icons';

/**
 * Screens doc section 9: chips are 44 px tall on coarse pointers. The configured colour only
 * tints the border and the icon, so the dark label keeps its contrast whatever the colour.
 */
export const CHIP_CLASS =
  'shrink-0 inline-flex items-center gap-1.5 h-8 [@media(pointer:coarse)]:h-11 max-w-[240px] rounded-full border bg-white px-3 text-xs text-gray-800 whitespace-nowrap hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * An image icon privacy mode keeps from loading (decision 037) shows the colour dot instead. An
 * emoji on a system that cannot draw it (it would be an empty box) gives way to the widget's own
 * icon, in the chip's colour: a link for a web page, a pencil for a prompt, else the dot (decision 059).
 */
export function ShortcutIcon({ shortcut }: { shortcut: Shortcut }) {
  const image = useImageUrl(shortcut.icon);
  const services = useAtomValue(servicesAtom);
  const undrawable = EMOJI.test(shortcut.icon) && services?.ports.canDrawEmoji() === false;
  if (image) return <img src={image} alt="" className="w-4 h-4 rounded shrink-0" />;
  if (undrawable && (shortcut.type === 'webpage' || shortcut.type === 'prompt')) {
    const Icon = shortcut.type === 'webpage' ? LinkIcon : PencilIcon;
    return (
      <span className="shrink-0" style={{ color: shortcut.color }} data-icon-fallback="">
        <Icon className="w-3.5 h-3.5" />
      </span>
    );
  }
  // An http(s) icon that privacy mode keeps from loading is a dot, never its URL as text; so is an
  // emoji this system cannot draw.
  if (!shortcut.icon || safeImageUrl(shortcut.icon) || undrawable)
    return <span className="w-2 h-2 rounded-full shrink-0" style={{ backgroundColor: shortcut.color }} />;
  return (
    <span className="shrink-0 text-sm leading-none" aria-hidden="true">
      {shortcut.icon}
    </span>
  );
}

interface ShortcutChipProps {
  shortcut: Shortcut;
  className?: string;
  role?: string;
  tabIndex?: number;
  part?: string;
  onChoose(shortcut: Shortcut): void;
}

/**
 * A web page is a real link (new tab, noopener, noreferrer: screens doc section 4), so the
 * browser's own link handling applies; the other kinds are buttons.
 */
export function ShortcutChip({
  shortcut,
  className = CHIP_CLASS,
  role,
  tabIndex,
  part = 'shortcut',
  onChoose,
}: ShortcutChipProps) {
  const content = (
    <>
      <ShortcutIcon shortcut={shortcut} />
      <span className="truncate">{shortcut.title}</span>
    </>
  );
  const common = {
    className,
    role,
    tabIndex,
    part,
    title: shortcut.description || shortcut.title,
    style: { borderColor: shortcut.color },
    'data-type': shortcut.type,
  };
  if (shortcut.type === 'webpage')
    return (
      <a
        {...common}
        href={shortcut.webpage}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onChoose(shortcut)}
      >
        {content}
      </a>
    );
  return (
    <button type="button" {...common} onClick={() => onChoose(shortcut)}>
      {content}
    </button>
  );
}
