import { memo, useState } from 'react';
import { textDirection } from '../../content/text-direction';
import type { ThinkPart } from '../../model/message';
import { useTexts } from '../hooks/use-texts';
import { ChevronIcon, Spinner } from '../primitives/icons';

/**
 * Reasoning: open with 思考中... while PENDING, folding itself when it finishes (our collapse-by-
 * default), then 已深度思考; the visitor can toggle it when it has content. The body slides open in
 * 300 ms (screens doc section 9), without motion under prefers-reduced-motion.
 */
export const ThinkBlock = memo(function ThinkBlock({ think }: { think: ThinkPart }) {
  const texts = useTexts();
  const pending = think.status === 'PENDING';
  // Open follows the status unless the visitor toggled it during the current phase; a toggle made
  // while thinking is forgotten when it finishes, so the block folds in the same render as the
  // status change (an effect would leave it open for one more frame).
  const [toggle, setToggle] = useState<{ pending: boolean; open: boolean } | null>(null);
  const open = toggle && toggle.pending === pending ? toggle.open : pending;
  const hasContent = think.content.trim() !== '';
  return (
    <div className="mb-2" part="think" data-status={think.status} data-open={open}>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 text-xs text-gray-500 bg-gray-100 hover:bg-gray-200 rounded-full px-3 py-1 touch:min-h-[44px]"
        aria-expanded={open}
        disabled={!hasContent}
        part="think-toggle"
        onClick={() => setToggle({ pending, open: !open })}
      >
        {pending ? <Spinner className="w-3 h-3" /> : null}
        <span>{pending ? texts.thinking : texts.thoughtDeeply}</span>
        {hasContent ? (
          <ChevronIcon className={`w-3 h-3 transition-transform ${open ? 'rotate-90' : ''}`} />
        ) : null}
      </button>
      <div
        className={`grid transition-[grid-template-rows] duration-300 ease-out motion-reduce:transition-none ${
          open && hasContent ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]'
        }`}
      >
        <div className="overflow-hidden">
          <div
            className="mt-2 border-l-2 border-gray-200 pl-3 text-xs text-gray-500 whitespace-pre-wrap"
            part="think-content"
            hidden={!hasContent}
            dir={textDirection(think.content)}
          >
            {think.content}
          </div>
        </div>
      </div>
    </div>
  );
});
