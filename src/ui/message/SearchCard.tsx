import { useState } from 'react';
import { safeImageUrl, safeLinkUrl } from '../../content';
import { texts } from '../../i18n/texts';
import type { Skill } from '../../model/message';
import { searchResultsFromOutput } from '../../model/search-results';
import { ChevronIcon, Spinner } from '../primitives/icons';

/** Screens doc section 4: 正在搜索 while pending, 搜索失败 on failure, 5个搜索来源 when collapsed. */
export function SearchCard({ skill }: { skill: Skill }) {
  const [open, setOpen] = useState(false);
  const results = skill.status === 'SUCCEEDED' ? searchResultsFromOutput(skill.output) : [];
  const label =
    skill.status === 'PENDING'
      ? texts.searching
      : skill.status === 'FAILED'
        ? texts.searchFailed
        : texts.searchSources;
  return (
    <div
      className="rounded-lg border border-gray-200 bg-white"
      data-part="search-card"
      data-status={skill.status}
    >
      <button
        type="button"
        className="w-full flex items-center gap-2 px-3 py-2 text-xs text-gray-600"
        aria-expanded={open}
        disabled={skill.status !== 'SUCCEEDED'}
        onClick={() => setOpen((value) => !value)}
      >
        {skill.status === 'PENDING' ? <Spinner className="w-3.5 h-3.5 text-brand-600" /> : null}
        <span className={skill.status === 'FAILED' ? 'text-red-500' : ''} data-part="search-label">
          {label}
        </span>
        {skill.status === 'SUCCEEDED' ? (
          <ChevronIcon className={`ml-auto w-3.5 h-3.5 transition-transform ${open ? 'rotate-90' : ''}`} />
        ) : null}
      </button>
      {open ? (
        <div className="flex gap-2 overflow-x-auto px-3 pb-3" data-part="search-results">
          {results.map((result) => {
            const href = safeLinkUrl(result.url);
            const icon = result.icon ? safeImageUrl(result.icon) : null;
            return (
              <a
                key={`${result.index}-${result.url}`}
                className="w-[242px] shrink-0 rounded-lg border border-gray-100 bg-gray-50 p-2 text-xs hover:border-brand-500"
                href={href ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className="block truncate font-medium text-gray-800">{result.title}</span>
                <span className="mt-1 flex items-center gap-1 text-gray-400">
                  {icon ? <img src={icon} alt="" className="w-3 h-3" referrerPolicy="no-referrer" /> : null}
                  <span className="truncate">{result.name || result.url}</span>
                </span>
              </a>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
