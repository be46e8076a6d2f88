import { speechSampleCount, synthesizeSpeech } from './speech-synth.mjs';
import { acceptWebSocket } from './websocket.mjs';

export const SPEECH_PATH = '/v1/audio/to_speech';
const AUTH_TIMEOUT_MS = 5000;
/** An odd byte count (about 150 ms): clients must carry half a sample over to the next frame. */
const FRAME_BYTES = 7201;
/** Twice real time: playback never runs dry, and a 3 s reading streams over more than one flush. */
const FRAME_INTERVAL_MS = 75;
/** Test triggers, written into answers by the speech-fail and speech-bad-audio scenarios. */
const FAIL_MARKER = '语音服务故障';
const BAD_AUDIO_MARKER = '音频损坏';

/**
 * The text-to-speech socket (wire-format.md, "Speech playback"). Like the push socket (decision
 * 008) the first frame authenticates: { text, workspace_id, access_key | authorization }. The answer
 * is { audio: { data } } frames of base64 PCM, then { finish_reason: 'stop' }, or { error }.
 */
export function createSpeechService({ accessKeys, tokens }) {
  const connections = new Set();
  const log = [];

  function handleUpgrade(request, socket) {
    let started = false;
    let timer = null;
    const connection = acceptWebSocket(request, socket, (text) => {
      if (started) return;
      started = true;
      clearTimeout(timer);
      speak(connection, request.url ?? '', text);
    });
    if (!connection) return;
    connections.add(connection);
    timer = setTimeout(() => connection.close(4401), AUTH_TIMEOUT_MS);
    connection.onClose = () => {
      clearTimeout(timer);
      connections.delete(connection);
    };
  }

  function speak(connection, url, frameText) {
    let message;
    try {
      message = JSON.parse(frameText);
    } catch {
      message = {};
    }
    const token = String(message.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!message.workspace_id || !(accessKeys.includes(message.access_key) || tokens.includes(token))) {
      return finish(connection, { error: '鉴权失败' });
    }
    const text = String(message.text ?? '');
    if (!text.trim()) return finish(connection, { error: '没有需要合成的文本' });
    log.push({ url, text, samples: speechSampleCount(text) });
    if (text.includes(FAIL_MARKER)) return finish(connection, { error: '语音服务暂时不可用' });
    const pcm = synthesizeSpeech(text);
    const frames = [];
    for (let offset = 0; offset < pcm.length; offset += FRAME_BYTES) {
      frames.push(pcm.subarray(offset, offset + FRAME_BYTES).toString('base64'));
    }
    if (text.includes(BAD_AUDIO_MARKER)) frames.splice(1, frames.length, '%%这不是base64%%');
    const next = () => {
      if (!connection.open) return;
      const data = frames.shift();
      if (data === undefined) return finish(connection, { finish_reason: 'stop' });
      connection.send(JSON.stringify({ audio: { data } }));
      setTimeout(next, FRAME_INTERVAL_MS);
    };
    next();
  }

  function finish(connection, frame) {
    connection.send(JSON.stringify(frame));
    // Give the client a moment to read the last frame before the close frame follows it.
    setTimeout(() => connection.close(1000), 200);
  }

  function closeAll() {
    for (const connection of connections) connection.close(1001);
    connections.clear();
  }

  const reset = () => {
    log.length = 0;
  };
  return { handleUpgrade, closeAll, log, reset };
}
