import { safeWebUrl } from '../../content';
import { texts } from '../../i18n/texts';
import type { LauncherStartReason } from '../../state/launcher-start';
import { CHAT_ICON_PATH, STROKED_SVG } from '../primitives/icons';
import { adoptBubbleStyles } from '../styles/widget-sheet';

/** Where the bubble sits from the screen's edge, on the side `launcher-position` asks for. */
export const BUBBLE_EDGE = '20px';

/**
 * The bubble's classes, shared by the static bubble and LauncherBubble. Its focus ring is two-tone
 * (decision 029): a white ring on the bubble inside a dark outline, so one of them stands out at
 * 3:1 or more on any host page and on the bubble itself.
 */
export function bubbleClassName(hidden: boolean, open: boolean): string {
  return `${hidden ? 'hidden' : open ? 'hidden sm:flex fixed' : 'flex fixed'} bottom-5 right-5 rounded-full shadow-lg items-center justify-center bg-brand-600 text-white hover:scale-105 transition-transform focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-gray-900 focus-visible:ring-2 focus-visible:ring-white`;
}

/**
 * Inline, so the physical side holds in either direction (the classes are logical); nothing
 * without `launcher-position`.
 */
export function bubblePlacement(side: 'left' | 'right' | undefined): Record<string, string> {
  return side ? { [side]: BUBBLE_EDGE, [side === 'left' ? 'right' : 'left']: 'auto' } : {};
}

/** What the launcher's attributes say about its bubble before anything is loaded. */
export interface StaticBubbleLook {
  /** `chat-title`: the bubble's tooltip until the agent's name is known. */
  title: string;
  /** `launcher-icon`: shown instead of the chat icon when it is an http(s) URL. */
  icon: string | null;
  /** `hide-bubble`. */
  hidden: boolean;
  side: 'left' | 'right' | undefined;
  /** The element's language and the bubble's name in it (decision 040); Chinese when not given. */
  lang?: string;
  label?: string;
}

/**
 * The launcher before it starts (decision 048): the root and bubble the view renders first, built
 * with the DOM alone, so the page pays neither for a store nor for a first render of the view. The
 * view adopts these very nodes when it mounts (preact's first render into a root that has children
 * reuses them and corrects their attributes), so a bubble the visitor focused keeps the focus.
 * Pointing at, focusing or clicking it calls `start`. Returns what removes its listeners.
 */
export function renderStaticBubble(
  root: ShadowRoot,
  look: StaticBubbleLook,
  start: (reason: LauncherStartReason) => void,
): () => void {
  const document = root.ownerDocument;
  const wrapper = document.createElement('div');
  attributes(wrapper, { part: 'root', class: 'contents', 'data-open': 'false' });
  if (look.lang) wrapper.setAttribute('lang', look.lang);
  const bubble = document.createElement('button');
  attributes(bubble, {
    type: 'button',
    class: bubbleClassName(look.hidden, false),
    'aria-label': look.label ?? texts.openChat,
    'aria-expanded': 'false',
    'aria-haspopup': 'dialog',
    title: look.title,
    part: 'launcher-button',
  });
  Object.assign(bubble.style, bubblePlacement(look.side));
  const icon = look.icon && safeWebUrl(look.icon);
  bubble.append(icon ? imageIcon(document, icon) : chatIcon(document));
  wrapper.append(bubble);
  adoptBubbleStyles(root);
  root.replaceChildren(wrapper);
  const listening = new AbortController();
  const on = (type: string, reason: LauncherStartReason) =>
    bubble.addEventListener(type, () => start(reason), { signal: listening.signal });
  on('pointerenter', 'near');
  on('focus', 'near');
  on('click', 'click');
  return () => listening.abort();
}

/** The page's own icon, as LauncherBubble shows it. */
function imageIcon(document: Document, source: string): HTMLImageElement {
  const image = document.createElement('img');
  attributes(image, {
    class: 'w-full h-full rounded-full object-cover',
    src: source,
    alt: '',
    referrerpolicy: 'no-referrer',
  });
  return image;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** ChatIcon as the Svg primitive draws it (tests/ui/launcher/static-bubble.test.tsx compares them). */
function chatIcon(document: Document): SVGSVGElement {
  const svg = document.createElementNS(SVG_NAMESPACE, 'svg');
  const path = document.createElementNS(SVG_NAMESPACE, 'path');
  attributes(svg, { ...STROKED_SVG, class: 'w-7 h-7' });
  path.setAttribute('d', CHAT_ICON_PATH);
  svg.append(path);
  return svg;
}

/** Sets each attribute, in the order written. */
function attributes(element: Element, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) element.setAttribute(name, value);
}
