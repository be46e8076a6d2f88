import type { ReactNode } from 'react';

/** Inline SVG icons: no icon font or image request, nothing the host page has to allow. */
interface IconProps {
  className?: string;
}

/** A stroked icon's attributes, also set by the launcher's static bubble (ui/launcher/static-bubble.ts). */
export const STROKED_SVG = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
} as const;

export function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className ?? 'w-5 h-5'} {...STROKED_SVG}>
      {children}
    </svg>
  );
}

/**
 * Most icons are one stroked path: each is made from its path data alone, so the markup is written
 * once. Directional ones (send, back, chevrons) are mirrored right to left (`rtl-mirror`).
 */
function strokedPath(pathData: string, mirrored?: boolean) {
  return ({ className = 'w-5 h-5' }: IconProps) => (
    <Svg className={mirrored ? `${className} rtl-mirror` : className}>
      <path d={pathData} />
    </Svg>
  );
}

export const SendIcon = strokedPath('M5 12h14M13 6l6 6-6 6', true);

export const StopIcon = ({ className }: IconProps) => (
  <svg className={className ?? 'w-4 h-4'} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </svg>
);

export const PlusIcon = strokedPath('M12 5v14M5 12h14');

/** Also drawn without preact, by the launcher's static bubble (ui/launcher/static-bubble.ts). */
export const CHAT_ICON_PATH = 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z';

export const ChatIcon = strokedPath(CHAT_ICON_PATH);

export const CloseIcon = strokedPath('M6 6l12 12M18 6L6 18');

export const MenuIcon = strokedPath('M4 6h16M4 12h16M4 18h16');

export const ChevronIcon = strokedPath('M9 6l6 6-6 6', true);

export const ArrowDownIcon = strokedPath('M12 5v14M6 13l6 6 6-6');

export const Spinner = ({ className }: IconProps) => (
  <svg
    className={`${className ?? 'w-4 h-4'} animate-spin`}
    viewBox="0 0 24 24"
    fill="none"
    aria-hidden="true"
    // Tests find spinners by this, not by a class: class names are shortened in the bundle (decision 027).
    data-spinner=""
  >
    <circle cx="12" cy="12" r="9" stroke="currentColor" stroke-opacity="0.25" stroke-width="3" />
    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" stroke-width="3" stroke-linecap="round" />
  </svg>
);

export const EditIcon = strokedPath('M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4');

export const TrashIcon = strokedPath('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');

export const CheckIcon = strokedPath('M5 12l5 5L20 7');

export const BroomIcon = strokedPath('M14 4l6 6M17 7l-7 7M5 14l5 5M4 20c2-1 4-3 6-1l-5-5c2 2 0 4-1 6z');

export const RefreshIcon = strokedPath('M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7');

export const ThumbDownIcon = strokedPath(
  'M17 14V4h3v10h-3zM17 14l-4 7a2 2 0 0 1-2-2v-4H6a2 2 0 0 1-2-2.3l1-6A2 2 0 0 1 7 5h10',
);

export const SlidersIcon = strokedPath('M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4');

export const CopyIcon = strokedPath('M9 9h10v11H9zM5 15V4h10');

export const PencilIcon = strokedPath('M4 20h4L19 9l-4-4L4 16v4z');

export const FileIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
  </Svg>
);

export const QuoteIcon = ({ className }: IconProps) => (
  <svg className={className ?? 'w-4 h-4'} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M7 6C4.8 6 3 7.8 3 10v8h7v-7H6c0-1.7 1.3-3 3-3zM18 6c-2.2 0-4 1.8-4 4v8h7v-7h-4c0-1.7 1.3-3 3-3z" />
  </svg>
);

export const ExternalIcon = strokedPath(
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
);

export const DownloadIcon = strokedPath('M12 4v11M7 10l5 5 5-5M5 20h14');

export const SparkIcon = strokedPath(
  'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6',
);

export const ChevronLeftIcon = strokedPath('M15 6l-6 6 6 6', true);

/** The default link icon: stands in for a search result's site icon when it is missing or fails. */
export const LinkIcon = strokedPath(
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
);

export const AlertIcon = strokedPath(
  'M12 8v5M12 16.5v.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
);

export const UploadIcon = strokedPath('M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3');

export const SearchIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Svg>
);

export const SpeakerIcon = strokedPath(
  'M11 5 6 9H3v6h3l5 4V5zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13',
);

export const InfoIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Svg>
);

export const AgentsIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 19c0-3 3-5 6-5s6 2 6 5M16 5.5a3 3 0 0 1 0 5M18 14c2 .6 3 2.4 3 5" />
  </Svg>
);

export const ClockIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const MoreIcon = strokedPath('M5 12h.01M12 12h.01M19 12h.01');

export const SidebarIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M15 4v16" />
  </Svg>
);

export const PinIcon = strokedPath('M12 17v5M8 3h8l-1 6 3 4H6l3-4-1-6z');

export const UnpinIcon = strokedPath('M12 17v5M8 3h8l-1 6 3 4H6l3-4-1-6zM3 3l18 18');

/** Two linked heads: the bot works with sub-agents. */
export const SubBotIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="9" cy="8" r="3" />
    <circle cx="17" cy="10" r="2.5" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 15.5c.6-.3 1.3-.5 2-.5 2.2 0 4 1.8 4 4" />
  </Svg>
);
