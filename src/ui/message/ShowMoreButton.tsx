import type { RefObject } from 'react';

interface ShowMoreButtonProps {
  label: string;
  showMore: () => void;
  /** This press shows everything, so the button goes: focus moves to `revealed` (focusable by script). */
  last: boolean;
  revealed: RefObject<HTMLElement | null>;
}

/**
 * Shows more of what a huge answer holds back: its text, its tool cards, its related questions
 * (decision 068). While more remains the button stays under what it revealed and keeps focus.
 */
export function ShowMoreButton({ label, showMore, last, revealed }: ShowMoreButtonProps) {
  return (
    <button
      type="button"
      part="show-more"
      className="my-1 rounded-md text-xs text-brand-700 underline underline-offset-2 hover:no-underline touch:min-h-[44px] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      onClick={() => {
        showMore();
        if (last) revealed.current?.focus();
      }}
    >
      {label}
    </button>
  );
}
