import { useEffect } from 'react';
import { loadVariablesAtom } from '../../state/actions/variables';
import {
  agentAtom,
  conversationChosenAtom,
  currentConversationIdAtom,
  currentSessionIdAtom,
} from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';

/** Reads the variables whenever the agent, conversation or session changes (the dialog may open). */
export function useVariablesCheck(): void {
  const agent = useAtomValue(agentAtom);
  const conversationId = useAtomValue(currentConversationIdAtom);
  const sessionId = useAtomValue(currentSessionIdAtom);
  const chosen = useAtomValue(conversationChosenAtom);
  const loadVariables = useSetAtom(loadVariablesAtom);
  useEffect(() => {
    // Once the conversation to show is known: with one, wait for its session; without, check now.
    if (agent && chosen && (!conversationId || sessionId)) void loadVariables();
  }, [agent, chosen, conversationId, sessionId, loadVariables]);
}
