import { agentAtom, agentStatusAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { ProfileView } from './ProfileView';

/** Data doc section 2: the agent detail panel's body (its frame is SidePanelFrame). */
export function ProfilePanel(_props: { narrow: boolean }) {
  const agent = useAtomValue(agentAtom);
  const status = useAtomValue(agentStatusAtom);
  if (agent) return <ProfileView profile={agent} />;
  // A failed main agent detail is only reported (screens doc section 8): the body stays empty.
  return status === 'loading' ? <PanelLoading /> : null;
}

export function PanelLoading() {
  const texts = useTexts();
  return (
    <p role="status" className="p-4 text-center text-sm text-gray-400">
      {texts.loading}
    </p>
  );
}
