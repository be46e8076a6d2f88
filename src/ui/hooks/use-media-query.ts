import { useEffect, useState } from 'react';
import { listen } from '../../platform/listen';

/**
 * Whether a media query matches the page now, followed as it changes. No existence check for
 * `matchMedia`: every browser the widget supports has it, and so does happy-dom (decision 082).
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    return listen([list, 'change', update]);
  }, [query]);
  return matches;
}
