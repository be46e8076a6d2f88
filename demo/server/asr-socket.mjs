import { createTranscriber } from './asr-transcriber.mjs';
import { acceptWebSocket } from './websocket.mjs';

export const ASR_PATH = '/v1/audio/to_text';
const START_TIMEOUT_MS = 5000;

/**
 * The voice input socket (wire-format.md, "Voice input"). The first frame is START with the
 * credentials (as the push socket's AUTH frame, decision 008); then AUDIO_STREAM frames and STOP.
 * `?simulate=error` on the socket's address makes the first audio frame fail (for tests).
 */
export function createAsrSockets({ accessKeys, tokens }) {
  const connections = new Set();

  function handleUpgrade(request, socket) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const simulateError = url.searchParams.get('simulate') === 'error';
    const transcriber = createTranscriber();
    let started = false;
    let finished = false;
    const connection = acceptWebSocket(request, socket, (text) => {
      if (finished) return;
      let message;
      try {
        message = JSON.parse(text);
      } catch {
        return fail('帧必须是 JSON');
      }
      if (!started) return start(message);
      if (message?.record_type === 'AUDIO_STREAM') {
        if (simulateError) return fail('模拟的语音识别失败');
        const result = transcriber.audio(message.data);
        if (result.error) return fail(result.error);
        for (const frame of result.frames) send(frame);
      } else if (message?.record_type === 'STOP') {
        finished = true;
        for (const frame of transcriber.stop().frames) send(frame);
        connection.close(1000);
      }
    });
    if (!connection) return;
    connections.add(connection);
    const timer = setTimeout(() => started || fail('缺少 START 帧'), START_TIMEOUT_MS);
    connection.onClose = () => {
      clearTimeout(timer);
      connections.delete(connection);
    };

    function send(frame) {
      connection.send(JSON.stringify(frame));
    }
    function fail(message) {
      finished = true;
      send({ success: false, message });
      connection.close(1008);
    }
    function start(message) {
      const token = String(message?.authorization ?? '').replace(/^Bearer\s+/i, '');
      const valid = accessKeys.includes(message?.access_key) || tokens.includes(token);
      if (message?.record_type !== 'START') return fail('第一帧必须是 START');
      if (!valid || !message.workspace_id) {
        finished = true;
        send({ success: false, message: '鉴权失败' });
        return connection.close(4401);
      }
      started = true;
      clearTimeout(timer);
      send({ header: { name: 'TranscriptionStarted' } });
    }
  }

  function closeAll() {
    for (const connection of connections) connection.close(1001);
    connections.clear();
  }

  return { handleUpgrade, closeAll };
}
