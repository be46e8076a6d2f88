import { findAgent } from './agents.mjs';
import { acceptWebSocket } from './websocket.mjs';

const PUSH_PATH = /^\/v1\/chat\/record\/count_unread_msgs\/([^/?]+)$/;
const AUTH_TIMEOUT_MS = 5000;

/**
 * The unread push socket (data doc section 7). Browsers cannot send headers on a WebSocket and
 * credentials never go in URLs, so the first frame authenticates:
 * { type: 'AUTH', workspace_id, access_key | authorization }. Then the server sends
 * { type: 'NEW_MESSAGE', conversation_id } whenever a pushed answer arrives, and 'ping' frames.
 * The path names the agent (`{agent}`), one visitor of it (`{agent}_{user}`: only that user's
 * conversations notify), or `user` (every agent of the workspace).
 */
export function createPushHub({ accessKeys, tokens }) {
  const subscribers = new Set();

  function handleUpgrade(request, socket) {
    const match = PUSH_PATH.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    const subscriber = { ...subjectOf(decodeURIComponent(match[1])), workspaceId: null, connection: null };
    const timer = setTimeout(() => subscriber.connection?.close(4401), AUTH_TIMEOUT_MS);
    subscriber.connection = acceptWebSocket(request, socket, (text) => {
      if (subscriber.workspaceId) return;
      let message;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      const token = String(message.authorization ?? '').replace(/^Bearer\s+/i, '');
      const valid =
        message.type === 'AUTH' && (accessKeys.includes(message.access_key) || tokens.includes(token));
      clearTimeout(timer);
      if (!valid || !message.workspace_id) {
        subscriber.connection.close(4401);
        return;
      }
      subscriber.workspaceId = String(message.workspace_id);
      subscribers.add(subscriber);
    });
    if (!subscriber.connection) return;
    subscriber.connection.onClose = () => {
      clearTimeout(timer);
      subscribers.delete(subscriber);
    };
  }

  /** `user`: the Open mode visitor the conversation belongs to, if any. */
  function notify(workspaceId, agentId, conversationId, user) {
    const frame = JSON.stringify({ type: 'NEW_MESSAGE', conversation_id: conversationId });
    for (const subscriber of subscribers) {
      const agentMatches = subscriber.agentId === null || subscriber.agentId === agentId;
      const userMatches = subscriber.user === null || subscriber.user === user;
      if (subscriber.workspaceId === workspaceId && agentMatches && userMatches) {
        subscriber.connection.send('ping');
        subscriber.connection.send(frame);
      }
    }
  }

  function closeAll() {
    for (const subscriber of subscribers) subscriber.connection.close(1001);
    subscribers.clear();
  }

  /** For GET /__test/push-sockets: who listens (workspace, agent or null for every agent, user). */
  const listeners = () =>
    [...subscribers].map(({ workspaceId, agentId, user }) => ({ workspaceId, agentId, user }));

  return { handleUpgrade, notify, closeAll, listeners, size: () => subscribers.size };
}

/**
 * `user` alone subscribes to every agent; otherwise the longest known agent id before an
 * underscore is the agent (agent ids may hold underscores too) and the rest is the user.
 */
function subjectOf(subject) {
  if (subject === 'user') return { agentId: null, user: null };
  if (findAgent(subject) || !subject.includes('_')) return { agentId: subject, user: null };
  for (let index = subject.lastIndexOf('_'); index > 0; index = subject.lastIndexOf('_', index - 1)) {
    if (findAgent(subject.slice(0, index)))
      return { agentId: subject.slice(0, index), user: subject.slice(index + 1) };
  }
  const split = subject.indexOf('_');
  return { agentId: subject.slice(0, split), user: subject.slice(split + 1) };
}
