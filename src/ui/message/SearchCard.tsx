import { useState } from 'react';
import type { Skill } from '../../model/message';
import { searchResultsFromOutput } from '../../model/search-results';
import { useTexts } from '../hooks/use-texts';
import { ChevronIcon, SearchIcon, Spinner } from '../primitives/icons';
import { SearchCarousel } from './SearchCarousel';
import { useToolLog } from './tool-card-parts';

/**
 * Screens doc section 4: 正在搜索 while pending (not expandable), 搜索失败 on failure, and
 * 5个搜索来源 when collapsed on success; a click expands the results carousel. A click on a failed
 * search is the generic tool click: the log viewer when logs are allowed, otherwise nothing.
 */
export function SearchCard({ skill, messageId }: { skill: Skill; messageId: string }) {
  const texts = useTexts();
  const [open, setOpen] = useState(false);
  const { logsAllowed, open: openLog } = useToolLog(messageId);
  const succeeded = skill.status === 'SUCCEEDED';
  const failed = skill.status === 'FAILED';
  const results = succeeded ? searchResultsFromOutput(skill.output) : [];
  const expanded = open && succeeded;
  const label =
    skill.status === 'PENDING' ? texts.searching : failed ? texts.searchFailed : texts.searchSources;
  return (
    <div
      className={`${expanded ? 'w-full' : 'max-w-full'} rounded-lg border bg-white ${
        failed ? 'border-red-100' : 'border-gray-200'
      }`}
      part="search-card tool-card"
      data-status={skill.status}
    >
      <button
        type="button"
        className="w-full flex items-center gap-2 px-3 py-2 touch:min-h-[44px] text-xs text-gray-600 disabled:cursor-default"
        aria-expanded={succeeded ? expanded : undefined}
        disabled={skill.status === 'PENDING' || (failed && !logsAllowed)}
        part="search-toggle"
        onClick={() => (succeeded ? setOpen((value) => !value) : openLog(skill))}
      >
        {skill.status === 'PENDING' ? (
          <Spinner className="w-3.5 h-3.5 text-brand-600" />
        ) : (
          <SearchIcon className="w-3.5 h-3.5 text-gray-400" />
        )}
        <span className={failed ? 'text-red-500' : ''} part="search-label">
          {label}
        </span>
        {succeeded ? (
          <ChevronIcon
            className={`ml-auto w-3.5 h-3.5 text-gray-400 transition-transform motion-reduce:transition-none ${
              expanded ? 'rotate-90' : ''
            }`}
          />
        ) : null}
      </button>
      {expanded ? <SearchCarousel results={results} /> : null}
    </div>
  );
}
