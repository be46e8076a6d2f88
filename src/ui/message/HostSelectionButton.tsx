import { texts } from '../../i18n/texts';
import { quoteOfSelection } from '../../model/quote-input';
import { configAtom, focusRequestAtom, launcherOpenAtom } from '../../state/chat-store';
import { quoteDraftAtom } from '../../state/composer-state';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useHostSelection } from '../hooks/use-host-selection';
import { QUOTE_BUTTON_CLASS } from './QuoteSelectionButton';

/**
 * 问问Agent by text selected on the host page (decision 037): it sits in the widget's own shadow
 * root, fixed to the viewport, and quotes the text into the composer like the answers' 引用
 * button, opening the launcher's panel first. It comes first in the widget's tab order.
 */
export function HostSelectionButton({ host }: { host: Element }) {
  const [spot, hide] = useHostSelection(useAtomValue(configAtom)?.hostSelection ?? false, host);
  const setQuote = useSetAtom(quoteDraftAtom);
  const open = useSetAtom(launcherOpenAtom);
  const requestFocus = useSetAtom(focusRequestAtom);
  if (!spot) return null;
  const choose = () => {
    setQuote(quoteOfSelection(spot.text) ?? null);
    open(true);
    hide();
    requestFocus((count) => count + 1);
  };
  return (
    <button
      type="button"
      part="host-selection-button"
      className={`fixed z-[2147483647] ${QUOTE_BUTTON_CLASS}`}
      style={{ top: `${spot.top}px`, left: `${spot.left}px` }}
      // Pressing must not collapse the selection before the click reads it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={choose}
    >
      {texts.askAgent}
    </button>
  );
}
