import { appendRecord } from './new-record.mjs';
import { schedulePush } from './scheduled-push.mjs';
import { buildScript, parseScenario } from './scripted-agent.mjs';
import { encodeEvent, encodeEventVariant } from './sse-encoder.mjs';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST chat_messages: streams the scripted agent's answer and stores the record when the stream
 * ends in any way (finished, failed, aborted by the client, cut).
 */
export async function streamChat({ context, response, body, conversation, store, chunkDelayMs, sendJson }) {
  const ids = {
    record: store.nextId('rec'),
    userRecord: store.nextId('urec'),
    search: 'fn-search',
    flow: 'fn-flow',
  };
  const script = buildScript(body.content, ids);
  if (script.httpError) {
    sendJson(response, script.httpError.status, {
      code: script.httpError.status,
      message: script.httpError.message,
    });
    return;
  }
  const record = appendRecord(conversation, { id: ids.record, user_content: String(body.content ?? '') });

  let clientLeft = false;
  response.on('close', () => {
    if (!response.writableFinished) clientLeft = true;
  });
  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  response.flushHeaders();

  const started = Date.now();
  const delay = script.delayMs ?? chunkDelayMs;
  let index = 0;
  for (const step of script.steps) {
    if (clientLeft) break;
    // 本次会话不再推荐: this conversation asked for no related questions.
    if (step.event?.type === 'RELATED_QUESTIONS' && conversation.related_questions_enabled === false)
      continue;
    if (step.hang) {
      await new Promise((resolve) => response.on('close', resolve));
      break;
    }
    if (step.destroy) {
      finishRecord(record, 'FAILED', '连接中断', 'error', started);
      // Let what was written reach the client first: the cut comes after the shown text.
      await new Promise((resolve) => response.write('', resolve));
      await wait(20);
      response.socket?.destroy();
      return;
    }
    if (step.raw) response.write(step.raw);
    else {
      applyToRecord(record, step.event);
      response.write(script.variants ? encodeEventVariant(step.event, index) : encodeEvent(step.event));
    }
    index += 1;
    if (delay > 0) await wait(delay);
  }
  if (clientLeft || record.record_status === 'PENDING') {
    const aborted = clientLeft;
    finishRecord(
      record,
      aborted ? 'FAILED' : 'SUCCEEDED',
      aborted ? '用户已停止生成' : '',
      aborted ? 'abort' : 'stop',
      started,
    );
  }
  if (!clientLeft) response.end();
  if (script.pushAfterMs !== undefined) schedulePush({ ...context, conversation }, script.pushAfterMs);
}

function applyToRecord(record, event) {
  switch (event.type) {
    case 'TEXT':
      record.response += event.content;
      break;
    case 'LLMSensitiveOutput':
      record.response = event.content;
      break;
    case 'RESULT':
      record.record_status = event.status === 'FAILED' ? 'FAILED' : 'SUCCEEDED';
      record.response_ext.message = event.message ?? '';
      record.finish_reason = event.finish_reason ?? (event.status === 'FAILED' ? 'error' : 'stop');
      break;
    case 'RELATED_QUESTIONS':
      record.response_ext.related_questions = event.content;
      break;
    case 'TASK':
      record.response_ext.tasks = [event.task];
      break;
    default:
      break;
  }
}

function finishRecord(record, status, message, finishReason, started) {
  record.record_status = status;
  record.response_ext.message = message;
  record.response_ext.duration_time = Date.now() - started;
  record.finish_reason = finishReason;
}

export { parseScenario };
