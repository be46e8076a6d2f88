import { atom } from 'jotai';
import type { AgentProfile } from '../model/agent';
import type { CollaboratingAgent } from '../model/collaborating-agents';
import { connectionKey } from './chat-config';
import { configAtom } from './chat-store';

/** The collaborating agent the agents panel shows instead of its list (screens doc section 2, item 5). */
export type CollaboratorView =
  | { status: 'loading'; entry: CollaboratingAgent }
  | { status: 'ready'; entry: CollaboratingAgent; profile: AgentProfile }
  | { status: 'error'; entry: CollaboratingAgent };

/** The chosen view with the connection it was chosen under; a new object per request. */
export interface StoredCollaboratorView {
  connection: string;
  view: CollaboratorView;
}

export const storedCollaboratorViewAtom = atom<StoredCollaboratorView | null>(null);

/**
 * The view on screen, or null for the list. Derived rather than cleared, so changing the agent
 * (or any connection setting) returns to the list without anyone having to reset it.
 */
export const collaboratorViewAtom = atom((get): CollaboratorView | null => {
  const stored = get(storedCollaboratorViewAtom);
  const config = get(configAtom);
  if (!stored || !config || stored.connection !== connectionKey(config)) return null;
  return stored.view;
});
