import { useEffect, useState } from 'react';
import { readViewport, type ViewportBox, watchViewport } from '../../platform/visual-viewport';

/** What a disabled box answers: reading the viewport forces a layout, which is not needed then. */
const NOT_READ: ViewportBox = { top: 0, height: 0, layoutHeight: 0 };

/**
 * The visible area, updated when the on-screen keyboard opens or the page zooms. Read only while
 * `enabled`: a closed launcher never reads it, so its start-up forces no layout (decision 044).
 */
export function useViewportBox(enabled = true): ViewportBox {
  const [box, setBox] = useState<ViewportBox>();
  useEffect(() => {
    if (!enabled) return;
    setBox(readViewport());
    return watchViewport(() => setBox(readViewport()));
  }, [enabled]);
  return box ?? (enabled ? readViewport() : NOT_READ);
}
