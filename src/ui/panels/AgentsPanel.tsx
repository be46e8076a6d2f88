import { useEffect, useLayoutEffect, useRef } from 'react';
import type { CollaboratingAgent } from '../../model/collaborating-agents';
import { closeCollaboratorAtom, showCollaboratorAtom } from '../../state/actions/collaborator-detail';
import { agentAtom } from '../../state/chat-store';
import { collaboratorViewAtom } from '../../state/collaborator-view';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { CollaboratorDetail } from './CollaboratorDetail';
import { CollaboratorList } from './CollaboratorList';

/**
 * Screens doc section 2, item 5: the collaborating agents panel's body (its frame is
 * SidePanelFrame): the list, or one entry's details fetched by its id. Back returns focus to
 * the entry that was chosen.
 */
export function AgentsPanel(_props: { narrow: boolean }) {
  const agent = useAtomValue(agentAtom);
  const view = useAtomValue(collaboratorViewAtom);
  const show = useSetAtom(showCollaboratorAtom);
  const close = useSetAtom(closeCollaboratorAtom);
  const list = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<string | null>(null);
  // A closed panel opens on its list again.
  useEffect(() => () => close(), [close]);
  useLayoutEffect(() => {
    if (view || returnFocusTo.current === null) return;
    const id = returnFocusTo.current;
    returnFocusTo.current = null;
    const entries = list.current?.querySelectorAll<HTMLButtonElement>('[part~="agent-entry"]') ?? [];
    [...entries].find((entry) => entry.dataset.agentId === id)?.focus();
  }, [view]);
  const choose = (entry: CollaboratingAgent) => {
    returnFocusTo.current = entry.id;
    void show(entry);
  };
  if (view) {
    return <CollaboratorDetail view={view} onBack={close} onRetry={() => void show(view.entry)} />;
  }
  return (
    <div ref={list}>
      <CollaboratorList collaborators={agent?.collaborators ?? []} onChoose={choose} />
    </div>
  );
}
