import { useEffect, useState } from 'react';
import { readViewport, type ViewportBox, watchViewport } from '../../platform/visual-viewport';

/** The visible area, updated when the on-screen keyboard opens or the page zooms. */
export function useViewportBox(enabled = true): ViewportBox {
  const [box, setBox] = useState(readViewport);
  useEffect(() => {
    if (!enabled) return;
    setBox(readViewport());
    return watchViewport(() => setBox(readViewport()));
  }, [enabled]);
  return box;
}
