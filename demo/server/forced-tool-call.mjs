/**
 * A message sent with `enforce_tool_call_params: {tool_type: SUB_AGENT | A2A, tool_id}` (an
 * @-mention) is answered with that collaborating agent's tool card first (tool_type agent or
 * a2a), so a browser can see which agent the widget forced. Unknown ids change nothing.
 */
import { findCollaborator } from './agents.mjs';
import { functionEvent } from './scripted-steps.mjs';

export function withForcedToolCall(script, body, agentId) {
  const params = body.enforce_tool_call_params;
  if (!script.steps || !params?.tool_type || params.tool_id === undefined) return script;
  const collaborator = findCollaborator(agentId, params.tool_type, params.tool_id);
  if (!collaborator) return script;
  const fields = {
    tool_type: params.tool_type === 'A2A' ? 'a2a' : 'agent',
    metaData: {
      title: collaborator.name,
      tool_name: `mention_${collaborator.id ?? collaborator.app_id}`,
      avatar: '',
      color: collaborator.color ?? '#64748b',
    },
  };
  const id = `fn-mention-${collaborator.id ?? collaborator.app_id}`;
  const card = [
    functionEvent(id, 'STARTED', fields),
    functionEvent(id, 'SUCCEEDED', { ...fields, output: `已由「${collaborator.name}」处理` }),
  ];
  // After CHAT_RECORD when the script starts with one, so the record ids still come first.
  const [first, ...rest] = script.steps;
  const startsWithRecord = first?.event?.type === 'CHAT_RECORD';
  const steps = startsWithRecord ? [first, ...card, ...rest] : [...card, ...script.steps];
  return { ...script, steps };
}
