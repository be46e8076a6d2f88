import { chatRecord, done, functionEvent, textSteps } from './scripted-steps.mjs';
import { functionName } from './shortcuts.mjs';

/**
 * A message carrying enforce_tool_call_params.shortcut_function_id is answered by that function:
 * a flow tool card named after it whose output is the tool_arguments, then an answer that names
 * the shortcut, the content and every argument, so a test can read what arrived.
 */
export function shortcutScript(body, ids) {
  const params = body?.enforce_tool_call_params;
  const functionId = typeof params?.shortcut_function_id === 'string' ? params.shortcut_function_id : '';
  if (!functionId) return undefined;
  const args =
    typeof params.tool_arguments === 'object' && params.tool_arguments ? params.tool_arguments : {};
  const name = functionName(functionId);
  const meta = { title: name, tool_name: functionId, color: '#db2777' };
  const answer = [
    `已执行快捷指令「${name}」（${functionId}），消息内容：${String(body.content ?? '')}`,
    '',
    '收到的参数：',
    '',
    '```json',
    JSON.stringify(args, null, 2),
    '```',
  ].join('\n');
  return {
    steps: [
      functionEvent('fn-shortcut', 'STARTED', { tool_type: 'flow', metaData: meta }),
      functionEvent('fn-shortcut', 'SUCCEEDED', { tool_type: 'flow', metaData: meta, output: args }),
      chatRecord(ids),
      ...textSteps(answer, 40),
      done(),
    ],
  };
}
