import { cleanMessagesAtom } from '../../state/actions/sessions';
import { currentConversationIdAtom, generatingAtom, hasMessagesAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { BroomIcon } from '../primitives/icons';

/** 清空会话 (screens doc section 9): only when the open conversation has messages. */
export function CleanConversationButton() {
  const texts = useTexts();
  const generating = useAtomValue(generatingAtom);
  const clean = useSetAtom(cleanMessagesAtom);
  const conversationId = useAtomValue(currentConversationIdAtom);
  const hasMessages = useAtomValue(hasMessagesAtom);
  if (!conversationId || !hasMessages) return null;
  return (
    <IconButton
      label={texts.cleanConversation}
      part="clean-conversation"
      className="shrink-0 w-9 h-9 touch:w-11 touch:h-11 rounded-full text-gray-400 flex items-center justify-center hover:bg-gray-100 hover:text-gray-700 disabled:opacity-40"
      disabled={generating}
      onClick={() => void clean()}
    >
      <BroomIcon className="w-4 h-4" />
    </IconButton>
  );
}
