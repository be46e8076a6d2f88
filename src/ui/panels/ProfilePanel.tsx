import { useAtomValue } from 'jotai';
import { agentAtom } from '../../state/chat-store';

/** Data doc section 2: the agent detail panel's body (its frame is SidePanelFrame). */
export function ProfilePanel(_props: { narrow: boolean }) {
  const agent = useAtomValue(agentAtom);
  return <div className="p-4 text-sm text-gray-800">{agent?.name ?? ''}</div>;
}
