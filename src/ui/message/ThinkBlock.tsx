import { useEffect, useState } from 'react';
import { texts } from '../../i18n/texts';
import type { ThinkPart } from '../../model/message';
import { ChevronIcon, Spinner } from '../primitives/icons';

/** Reasoning: open while PENDING, folds itself when finished; the visitor can toggle it. */
export function ThinkBlock({ think }: { think: ThinkPart }) {
  const pending = think.status === 'PENDING';
  const [open, setOpen] = useState(pending);
  useEffect(() => {
    if (!pending) setOpen(false);
  }, [pending]);
  const hasContent = think.content.trim() !== '';
  return (
    <div className="mb-2" data-part="think" data-status={think.status}>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 text-xs text-gray-500 bg-gray-100 hover:bg-gray-200 rounded-full px-3 py-1"
        aria-expanded={open}
        disabled={!hasContent}
        onClick={() => setOpen((value) => !value)}
      >
        {pending ? <Spinner className="w-3 h-3" /> : null}
        <span>{pending ? texts.thinking : texts.thoughtDeeply}</span>
        {hasContent ? (
          <ChevronIcon className={`w-3 h-3 transition-transform ${open ? 'rotate-90' : ''}`} />
        ) : null}
      </button>
      {open && hasContent ? (
        <div className="mt-2 border-l-2 border-gray-200 pl-3 text-xs text-gray-500 whitespace-pre-wrap break-words">
          {think.content}
        </div>
      ) : null}
    </div>
  );
}
