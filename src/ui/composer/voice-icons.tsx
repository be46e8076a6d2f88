/** Icons of the voice controls (inline SVG, drawn like primitives/icons). */
import { Svg } from '../primitives/icons';

interface IconProps {
  className?: string;
}

export const MicrophoneIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </Svg>
);

export const KeyboardIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M7 10h.01M11 10h.01M15 10h.01M7 14h10" />
  </Svg>
);
