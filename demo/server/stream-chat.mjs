import { applyToRecord, commitRecord, finishRecord, newRecord } from './chat-record.mjs';
import { waitForCut } from './cut-gate.mjs';
import { withForcedToolCall } from './forced-tool-call.mjs';
import { fail } from './http-helpers.mjs';
import { schedulePush } from './scheduled-push.mjs';
import { buildScript } from './scripted-agent.mjs';
import { createChatTask } from './scripted-reminder.mjs';
import { shortcutScript } from './scripted-shortcut.mjs';
import { encodeEvent, encodeEventVariant } from './sse-encoder.mjs';
import { dropRegeneratedRecord, userSideFromPayload } from './user-side.mjs';

/** A held step waits this long for a test's release: longer than any test needs on a busy machine. */
const GATE_FALLBACK_MS = 10_000;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST chat_messages: streams the scripted agent's answer and commits the record to history when
 * the stream ends in any way (finished, failed, aborted by the client, cut by the server).
 */
export async function streamChat(context, conversation) {
  const { body, response, store } = context;
  const ids = {
    record: store.nextId('rec'),
    userRecord: store.nextId('urec'),
    search: 'fn-search',
    flow: 'fn-flow',
    // Tool avatars and site icons must be absolute http(s) URLs; they point back at this server.
    origin: `http://${context.request.headers.host ?? 'localhost'}`,
  };
  const script = withForcedToolCall(
    shortcutScript(body, ids) ?? buildScript(body.content, ids),
    body,
    context.agentId,
  );
  if (script.httpError) return fail(response, script.httpError.status, script.httpError.message);
  // A chat that asks for a reminder creates its task before the TASK event names it.
  if (script.createTask) createChatTask(context, conversation, script.createTask);

  const record = newRecord({ id: ids.record, conversation, userContent: String(body.content ?? '') });
  // Read before the regenerated record leaves: its file and quote are what is being resent.
  Object.assign(record, userSideFromPayload(context, conversation, body));
  dropRegeneratedRecord(conversation, body);
  Object.assign(record, script.userSide, script.recordFields);
  Object.assign(record.response_ext, script.recordExtension);
  // A regenerated answer is no new demonstration: the seeded records are there already.
  const earlier = body.action === 'regenerate' ? [] : (script.earlierRecords ?? []);
  addEarlierRecords(context, conversation, record, earlier);
  conversation.pending.push(record);
  conversation.latest_create_time = record.create_time;
  const startedAt = Date.now();
  const end = (ending) => commitRecord(conversation, finishRecord(record, startedAt, ending));

  // A cut by the fault mode is a network's, not the visitor's: the answer goes on to its end and
  // into the history, unseen, as on the platform.
  const network = context.faults?.trackStream(() => response.socket?.destroy());
  // 'close' on the response before it finished means the client went away (stop, time-out).
  let clientLeft = false;
  const left = new Promise((resolve) => {
    response.on('close', () => {
      network?.done();
      clientLeft = !response.writableFinished && !network?.dropped();
      resolve();
    });
  });
  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  response.flushHeaders();

  const delay = script.delayMs ?? context.options.chunkDelayMs;
  let index = 0;
  for (const step of script.steps) {
    if (clientLeft) break;
    if (step.waitMs !== undefined) {
      await Promise.race([wait(step.waitMs), left]);
      continue;
    }
    if (step.gate) {
      // Held until a test has seen what came before (cut-gate.mjs), or GATE_FALLBACK_MS.
      await new Promise((resolve) => response.write('', resolve));
      await Promise.race([waitForCut(GATE_FALLBACK_MS, context.workspaceId), left]);
      continue;
    }
    if (step.hang) {
      await left;
      break;
    }
    if (step.wait) {
      await Promise.race([wait(step.wait), left]);
      continue;
    }
    if (step.destroy) {
      // Let what was written reach the client first: the cut comes after the shown text.
      await new Promise((resolve) => response.write('', resolve));
      if (step.gated) await Promise.race([waitForCut(undefined, context.workspaceId), left]);
      else await wait(20);
      end({ status: 'FAILED', message: '连接中断', finishReason: 'error' });
      // A FIN without the chunked body's end: the client sees a cut stream. destroy() would send
      // a reset, and a reset lets the client's network stack drop text it had not read yet (seen
      // on a busy machine), which is a different failure than the one this scenario shows. The
      // destroy is only a safeguard for a client that never closes its side, so it waits long (10 s).
      const socket = response.socket;
      socket?.end();
      setTimeout(() => socket?.destroy(), 10_000).unref();
      return;
    }
    // 本次会话不再推荐: this conversation asked for no related questions.
    if (step.event?.type === 'RELATED_QUESTIONS' && conversation.related_questions_enabled === false)
      continue;
    const unseen = network?.dropped() ?? false;
    if (step.raw) {
      if (!unseen) response.write(step.raw);
    } else {
      applyToRecord(record, step.event);
      if (!unseen)
        response.write(script.variants ? encodeEventVariant(step.event, index) : encodeEvent(step.event));
    }
    index += 1;
    if (delay > 0) await wait(delay);
  }
  // The widget closes the stream itself once RESULT arrives: leaving after that is a finished
  // answer, and what was scheduled after it (a push) still happens.
  const finished = record.record_status !== 'PENDING';
  if (clientLeft && !finished) {
    // An aborted answer keeps its partial text.
    end({ status: 'FAILED', message: '用户已停止生成', finishReason: 'abort' });
    return;
  }
  end();
  if (!clientLeft && !network?.dropped()) response.end();
  network?.done();
  if (script.pushAfterMs !== undefined) schedulePush({ ...context, conversation }, script.pushAfterMs);
}

/**
 * Seeded records (the attachments scenario) join the history at once, just before this answer:
 * a millisecond apart each, so they sort before it and after anything said earlier.
 */
function addEarlierRecords(context, conversation, record, earlier) {
  const time = Date.parse(record.create_time);
  earlier.forEach((fields, index) => {
    const seeded = newRecord({
      id: context.store.nextId('rec'),
      conversation,
      createTime: new Date(time - earlier.length + index),
    });
    Object.assign(seeded, fields, { record_status: 'SUCCEEDED', finish_reason: 'stop' });
    commitRecord(conversation, seeded);
  });
}
