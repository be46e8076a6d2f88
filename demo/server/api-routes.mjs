import { BOT_ROUTES } from './routes-bots.mjs';
import { CONVERSATION_ROUTES } from './routes-conversations.mjs';
import { FLOW_ROUTES } from './routes-flows.mjs';
import { MESSAGE_ROUTES } from './routes-messages.mjs';
import { TASK_ROUTES } from './routes-tasks.mjs';
import { UPLOAD_ROUTES } from './routes-upload.mjs';
import { WORKSPACE_ROUTES } from './routes-workspace.mjs';

/**
 * Every API call as [method, pattern, handler]; patterns match the path after the mode's base,
 * so Open and inner mode share one table.
 */
export const ROUTES = [
  ...WORKSPACE_ROUTES,
  ...CONVERSATION_ROUTES,
  ...MESSAGE_ROUTES,
  ...UPLOAD_ROUTES,
  ...FLOW_ROUTES,
  ...BOT_ROUTES,
  ...TASK_ROUTES,
];

/** The handler for a method and path, with the path's match groups; undefined for an unknown call. */
export function findRoute(method, path) {
  const route = ROUTES.find(([routeMethod, pattern]) => routeMethod === method && pattern.test(path));
  return route ? { handler: route[2], match: route[1].exec(path) } : undefined;
}
