import { useEffect, useState } from 'react';

/** Screens doc section 9: the copy indicator shows for 2 s. */
const COPIED_INDICATOR_MS = 2000;

export function CodeBlock({ language, text }: { language: string; text: string }) {
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
      <div className="flex items-center justify-between px-3 py-1.5 text-xs text-gray-400 bg-gray-800">
        <span>{language || 'code'}</span>
        <button
          type="button"
          className="hover:text-white touch:min-h-[44px] touch:min-w-[44px]"
          part="code-copy"
          aria-label="复制代码"
          onClick={copy}
        >
          {copied ? '已复制' : '复制'}
        </button>
      </div>
      <pre className="overflow-x-auto p-3 text-[13px] leading-5 font-mono">
        <code>{text}</code>
      </pre>
    </div>
  );
}
