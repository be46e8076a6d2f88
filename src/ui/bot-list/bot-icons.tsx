/** Icons only the bot list uses, drawn like ../primitives/icons.tsx (stroke, currentColor). */
interface IconProps {
  className?: string;
}

const SVG_PROPS = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
} as const;

export const PinIcon = ({ className }: IconProps) => (
  <svg className={className} {...SVG_PROPS}>
    <path d="M12 17v5M8 3h8l-1 6 3 4H6l3-4-1-6z" />
  </svg>
);

export const UnpinIcon = ({ className }: IconProps) => (
  <svg className={className} {...SVG_PROPS}>
    <path d="M12 17v5M8 3h8l-1 6 3 4H6l3-4-1-6zM3 3l18 18" />
  </svg>
);

/** Two linked heads: the bot works with sub-agents. */
export const SubBotIcon = ({ className }: IconProps) => (
  <svg className={className} {...SVG_PROPS}>
    <circle cx="9" cy="8" r="3" />
    <circle cx="17" cy="10" r="2.5" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 15.5c.6-.3 1.3-.5 2-.5 2.2 0 4 1.8 4 4" />
  </svg>
);
