import { useContext, useEffect, useState } from 'react';
import { ContentTexts } from '../content-texts';
import { renderers } from '../rich-seam';
import type { Block } from './tokens';

/** Screens doc section 9: the copy indicator shows for 2 s. */
const COPIED_INDICATOR_MS = 2000;

/** Focus ring of a scroll box a keyboard reaches with Tab (code blocks and tables, decision 030). */
export const SCROLL_BOX_FOCUS =
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500';

export function CodeBlock({
  block: { language, text, closed },
}: {
  block: Extract<Block, { kind: 'code' }>;
}) {
  const texts = useContext(ContentTexts);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  return (
    <div className="my-3 rounded-lg overflow-hidden bg-gray-900 text-gray-100" part="code-block">
      <div className="flex items-center justify-between px-3 py-1.5 text-xs text-gray-300 bg-gray-800">
        <span>{language || 'code'}</span>
        <button
          type="button"
          className="rounded hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100 touch:min-h-[44px] touch:min-w-[44px]"
          part="code-copy"
          aria-label={texts.copyCode}
          onClick={copy}
        >
          {copied ? texts.codeCopied : texts.copy}
        </button>
      </div>
      {/* A scroll box: focusable so a keyboard can scroll it (WCAG 2.1.1), named for its language. Its */}
      {/* scrollbar is coloured for the dark block: Firefox's classic one was a white band under it. */}
      {/* biome-ignore lint/a11y/useSemanticElements: not a form group; the role only carries the name */}
      <pre
        className={`overflow-x-auto [scrollbar-color:theme(colors.gray.300)_transparent] p-3 text-[13px] leading-5 font-mono ${SCROLL_BOX_FOCUS}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard
        tabIndex={0}
        role="group"
        aria-label={language ? `${language} ${texts.code}` : texts.code}
      >
        {/* With the rich file, a fence is highlighted once it closes (again: a no-op); a growing one stays text. */}
        <code ref={(code) => void (closed && code && renderers?.highlight(code, language, text))}>
          {text}
        </code>
      </pre>
    </div>
  );
}
