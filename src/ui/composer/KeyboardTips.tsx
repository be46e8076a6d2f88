import { useRef } from 'react';
import { newConversationKeyLabel } from '../../model/keyboard-shortcuts';
import { showsKeyboardTips } from '../../model/shortcut-fit';
import { isApplePlatform } from '../../platform/apple-platform';
import { agentAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';
import { useNarrowLayout } from '../hooks/use-narrow-layout';
import { useTexts } from '../hooks/use-texts';

/**
 * Screens doc section 9: Enter, Shift+Enter and the new-conversation key, only with 4 or fewer
 * shortcuts. Desktop only (decision 019): a touch keyboard has no Shift+Enter or ⌘K.
 */
export function KeyboardTips() {
  const count = useAtomValue(agentAtom)?.shortcuts.length ?? 0;
  // The box stays (empty) when the tips hide: it is what tells a narrow layout.
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrowLayout(box);
  const shown = !narrow && showsKeyboardTips(count);
  return (
    <div ref={box} className="max-w-[864px] mx-auto">
      {shown ? <Tips newConversationKey={newConversationKeyLabel(isApplePlatform())} /> : null}
    </div>
  );
}

function Tips({ newConversationKey: key }: { newConversationKey: string }) {
  const texts = useTexts();
  return (
    <p className="mt-1.5 flex flex-wrap justify-center gap-x-4 text-xs text-gray-500" part="keyboard-tips">
      <span>{texts.keyboardTipSend}</span>
      <span>{texts.keyboardTipNewline}</span>
      <span>{`${key} ${texts.keyboardTipNewConversation}`}</span>
    </p>
  );
}
