import { useEffect, useState } from 'react';
import { listen } from '../../platform/listen';

/** Whether a media query matches the page now, followed as it changes. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => Boolean(globalThis.matchMedia?.(query).matches));
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    return listen([list, 'change', update]);
  }, [query]);
  return matches;
}
