import { useAtomValue } from 'jotai';
import { agentAtom } from '../../state/chat-store';

/** Screens doc section 2, item 5: the collaborating agents panel's body (its frame is SidePanelFrame). */
export function AgentsPanel(_props: { narrow: boolean }) {
  const agent = useAtomValue(agentAtom);
  return (
    <ul className="p-4 text-sm text-gray-800">
      {(agent?.collaborators ?? []).map((entry) => (
        <li key={entry.id}>{entry.name}</li>
      ))}
    </ul>
  );
}
