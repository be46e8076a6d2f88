/** Icons of the voice controls (inline SVG, like primitives/icons). */
interface IconProps {
  className?: string;
}

const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
} as const;

export const MicrophoneIcon = ({ className }: IconProps) => (
  <svg className={className ?? 'w-5 h-5'} {...svgProps}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </svg>
);

export const KeyboardIcon = ({ className }: IconProps) => (
  <svg className={className ?? 'w-5 h-5'} {...svgProps}>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M7 10h.01M11 10h.01M15 10h.01M7 14h10" />
  </svg>
);
