/**
 * Where a conversation's unsent text is stored: per workspace, agent and conversation, so two
 * chats on one page (or two agents) never show each other's drafts. The key holds ids only.
 * Text typed before any conversation exists is kept under `new` (decision 018).
 */
export const NO_CONVERSATION = 'new';

export function draftKey(workspaceId: string, agentId: string, conversationId: string | null): string {
  return `draft:${encodeURIComponent(workspaceId)}:${encodeURIComponent(agentId)}:${encodeURIComponent(
    conversationId ?? NO_CONVERSATION,
  )}`;
}
