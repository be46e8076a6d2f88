import { useEffect, useState } from 'react';
import { listen } from '../../platform/listen';

/** Text selected on the host page and where (viewport pixels) to offer asking about it. */
export interface HostSelection {
  text: string;
  top: number;
  left: number;
}

type Box = Pick<DOMRect, 'bottom' | 'left'>;

/** Decision 037: room for the button (44 px tall on touch screens) and its distance from the text. */
const BUTTON_WIDTH_PX = 96;
const BUTTON_HEIGHT_PX = 44;
const GAP_PX = 8;

/** Below the selection at its left edge, kept inside a viewport of the given size. */
export function hostButtonPosition(box: Box, width: number, height: number): { top: number; left: number } {
  return {
    top: Math.min(box.bottom + GAP_PX, height - BUTTON_HEIGHT_PX - GAP_PX),
    left: Math.max(Math.min(box.left, width - BUTTON_WIDTH_PX - GAP_PX), GAP_PX),
  };
}

/**
 * Follows text selected on the host page (outside any shadow tree), only while `enabled`: without the
 * `host-selection` attribute no listener exists, so nothing of the page is read (decision 037).
 * A scroll anywhere or Escape hides the offer; a collapsed selection withdraws it.
 */
export function useHostSelection(enabled: boolean) {
  const [spot, setSpot] = useState<HostSelection | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const hide = () => setSpot(null);
    const update = () => {
      const selection = document.getSelection();
      const text = selection?.toString().trim();
      const range = text && selection?.getRangeAt(0);
      // A selection in a shadow tree, such as an answer with its own 引用, is not the page's:
      // Chromium reports it as a collapsed range at the host, Firefox with the shadow nodes. A page
      // selection dragged across the widget is quoted as the browser reports it (rare, harmless).
      if (!range || range.collapsed || range.commonAncestorContainer.getRootNode() !== document)
        return hide();
      setSpot({ text, ...hostButtonPosition(range.getBoundingClientRect(), innerWidth, innerHeight) });
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    return listen(
      [document, 'selectionchange', update],
      [window, 'scroll', hide, true],
      [window, 'keydown', onKey, true],
    );
  }, [enabled]);
  return [spot, setSpot] as const;
}
