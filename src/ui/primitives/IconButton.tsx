import type { MouseEvent, ReactNode } from 'react';

interface IconButtonProps {
  label: string;
  part: string;
  className: string;
  onClick(event: MouseEvent<HTMLButtonElement>): void;
  children: ReactNode;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
}

/** A square button with only an icon: its label is the accessible name, which the tooltip shows. */
export function IconButton({
  label,
  part,
  className,
  onClick,
  children,
  pressed,
  expanded,
  disabled,
}: IconButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      part={part}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
