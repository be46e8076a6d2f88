import { askAboutHostTextAtom } from '../../state/actions/ask-host';
import { configAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useHostSelection } from '../hooks/use-host-selection';
import { useTexts } from '../hooks/use-texts';
import { QUOTE_BUTTON_CLASS } from './QuoteSelectionButton';

/**
 * 问问Agent by text selected on the host page (decision 037): it sits in the widget's own shadow
 * root, fixed to the viewport, and quotes the text into the composer like the answers' 引用
 * button. It comes first in the widget's tab order.
 */
export function HostSelectionButton() {
  const texts = useTexts();
  const [spot, setSpot] = useHostSelection(!!useAtomValue(configAtom)?.hostSelection);
  const ask = useSetAtom(askAboutHostTextAtom);
  return spot ? (
    <button
      type="button"
      part="host-selection-button"
      className={`fixed z-[2147483647] ${QUOTE_BUTTON_CLASS}`}
      style={{ top: spot.top, left: spot.left }}
      // Pressing must not collapse the selection before the click reads it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        setSpot(null);
        ask(spot.text);
      }}
    >
      {texts.askAgent}
    </button>
  ) : null;
}
