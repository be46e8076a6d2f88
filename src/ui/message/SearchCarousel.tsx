import { useRef, useState } from 'react';
import { safeLinkUrl } from '../../content';
import type { SearchResult } from '../../model/search-results';
import { useCarouselScroll } from '../hooks/use-carousel-scroll';
import { useImageUrl } from '../hooks/use-image-url';
import { useTexts } from '../hooks/use-texts';
import { ChevronIcon, ChevronLeftIcon, LinkIcon } from '../primitives/icons';

/**
 * The expanded search results: 242 px cards in a strip, paged 496 px (two cards and their gap)
 * per click (screens doc section 9). The arrows fade out, disabled, at either end.
 */
export function SearchCarousel({ results }: { results: SearchResult[] }) {
  const texts = useTexts();
  const strip = useRef<HTMLDivElement>(null);
  const { canPrevious, canNext, step } = useCarouselScroll(strip);
  const arrow =
    'absolute top-1/2 -translate-y-1/2 z-10 w-7 h-7 rounded-full bg-white border border-gray-200 shadow flex items-center justify-center text-gray-600 hover:text-brand-600 transition-opacity motion-reduce:transition-none disabled:opacity-0 disabled:pointer-events-none';
  return (
    <div className="relative px-3 pb-3">
      <div
        ref={strip}
        className="flex gap-3 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        part="search-results"
      >
        {results.map((result) => (
          <ResultCard key={`${result.index}-${result.url}`} result={result} />
        ))}
      </div>
      <button
        type="button"
        className={`${arrow} left-1`}
        aria-label={texts.previousResults}
        disabled={!canPrevious}
        part="carousel-previous"
        onClick={() => step(-1)}
      >
        <ChevronLeftIcon className="w-4 h-4" />
      </button>
      <button
        type="button"
        className={`${arrow} right-1`}
        aria-label={texts.nextResults}
        disabled={!canNext}
        part="carousel-next"
        onClick={() => step(1)}
      >
        <ChevronIcon className="w-4 h-4" />
      </button>
    </div>
  );
}

function ResultCard({ result }: { result: SearchResult }) {
  const href = safeLinkUrl(result.url);
  const body = (
    <>
      <span className="flex items-start gap-1.5">
        <span className="shrink-0 min-w-[16px] h-4 px-1 rounded bg-gray-200 text-[10px] leading-4 text-center text-gray-600 font-medium">
          {result.index}
        </span>
        <span className="line-clamp-2 font-medium text-gray-800 leading-snug" part="result-title">
          {result.title || result.url}
        </span>
      </span>
      <span className="mt-auto pt-2 flex items-center gap-1.5 text-gray-400">
        <SiteIcon icon={result.icon} />
        <span className="truncate" part="result-site">
          {result.name || hostOf(href)}
        </span>
      </span>
    </>
  );
  const className =
    'w-[242px] shrink-0 flex flex-col rounded-lg border border-gray-100 bg-gray-50 p-2.5 text-xs transition-colors';
  return href ? (
    <a
      className={`${className} hover:border-brand-500 hover:bg-white`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      part="search-result"
    >
      {body}
    </a>
  ) : (
    <div className={className} part="search-result">
      {body}
    </div>
  );
}

/** Screens doc section 8: a link icon that fails to load falls back to the default link icon. */
function SiteIcon({ icon }: { icon: string }) {
  const [failed, setFailed] = useState(false);
  const source = useImageUrl(icon);
  if (!source || failed) {
    return (
      <span part="result-icon" data-fallback="true" className="shrink-0 text-gray-400">
        <LinkIcon className="w-3.5 h-3.5" />
      </span>
    );
  }
  return (
    <img
      src={source}
      alt=""
      className="w-3.5 h-3.5 shrink-0 rounded-sm object-contain"
      referrerPolicy="no-referrer"
      part="result-icon"
      data-fallback="false"
      onError={() => setFailed(true)}
    />
  );
}

/** `href` is safeLinkUrl's answer, a URL the parser already accepted, so it parses again. */
function hostOf(href: string | null): string {
  return href ? new URL(href).hostname : '';
}
