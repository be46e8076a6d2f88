import { memo, useState } from 'react';

import { useImageUrl } from '../hooks/use-image-url';

interface AgentAvatarProps {
  name: string;
  icon: string;
  color: string;
  size: 'xxs' | 'xs' | 'sm' | 'md' | 'lg';
}

const SIZE_CLASSES = {
  xxs: 'w-4 h-4 text-[9px]',
  xs: 'w-5 h-5 text-[10px]',
  sm: 'w-7 h-7 text-xs',
  md: 'w-9 h-9 text-sm',
  lg: 'w-14 h-14 text-xl',
} as const;
// The brand colour (decision 036), as an inline style, so it follows --agent-chat-primary.
const FALLBACK_COLOR = 'var(--agent-chat-primary,#4f46e5)';

/**
 * The agent's icon, or its initial on its colour when there is no icon or it fails to load. Memoised:
 * a streamed answer re-renders its message twenty times a second, and the icon's URL check with it.
 */
export const AgentAvatar = memo(function AgentAvatar({ name, icon, color, size }: AgentAvatarProps) {
  const [failed, setFailed] = useState(false);
  const source = useImageUrl(icon);
  const background = /^#[0-9a-f]{3,8}$/i.test(color) ? color : FALLBACK_COLOR;
  const base = `${SIZE_CLASSES[size]} shrink-0 rounded-full overflow-hidden flex items-center justify-center`;
  if (source && !failed) {
    return (
      <img
        className={`${base} object-cover bg-gray-100`}
        src={source}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className={`${base} text-white font-semibold`}
      style={{ backgroundColor: background }}
      aria-hidden="true"
    >
      {(name.trim()[0] ?? 'A').toUpperCase()}
    </span>
  );
});
