import { acceptWebSocket } from './websocket.mjs';

const PUSH_PATH = /^\/v1\/chat\/record\/count_unread_msgs\/([^/?]+)$/;
const AUTH_TIMEOUT_MS = 5000;

/**
 * The unread push socket (data doc section 7). Browsers cannot send headers on a WebSocket and
 * credentials never go in URLs, so the first frame authenticates:
 * { type: 'AUTH', workspace_id, access_key | authorization }. Then the server sends
 * { type: 'NEW_MESSAGE', conversation_id } whenever a pushed answer arrives, and 'ping' frames.
 */
export function createPushHub({ accessKeys, tokens }) {
  const subscribers = new Set();

  function handleUpgrade(request, socket) {
    const match = PUSH_PATH.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    const agentId = decodeURIComponent(match[1]).split('_')[0];
    const subscriber = { agentId, workspaceId: null, connection: null };
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

  function notify(workspaceId, agentId, conversationId) {
    const frame = JSON.stringify({ type: 'NEW_MESSAGE', conversation_id: conversationId });
    for (const subscriber of subscribers) {
      if (subscriber.workspaceId === workspaceId && subscriber.agentId === agentId) {
        subscriber.connection.send('ping');
        subscriber.connection.send(frame);
      }
    }
  }

  function closeAll() {
    for (const subscriber of subscribers) subscriber.connection.close(1001);
    subscribers.clear();
  }

  return { handleUpgrade, notify, closeAll, size: () => subscribers.size };
}
