/**
 * The reference server's deterministic "speech recognition": it cannot understand speech, so it
 * describes what it hears. Each sentence (a run of sound ended by half a second of silence, or by
 * STOP) becomes `检测到 440 赫兹音频，时长 2.0 秒`: the dominant frequency from rising zero crossings,
 * computed assuming 16 kHz. A client that sent 48 kHz samples labelled 16 kHz would read a third of the
 * true frequency, so the text proves the sample rate; the frame-size rule proves the framing.
 */

export const SAMPLE_RATE = 16_000;
export const FRAME_SAMPLES = 4096;
export const FRAME_BYTES = FRAME_SAMPLES * 2;
/** RMS below this (of full scale) is silence. */
const SILENCE_RMS = 0.01;
/** Silence that ends a sentence. */
const SENTENCE_GAP_SAMPLES = SAMPLE_RATE / 2;
/** Schmitt-trigger thresholds of the crossing counter, so noise around zero does not count. */
const HYSTERESIS = 0.02;

/** Bytes of 16-bit little-endian PCM as floats (-1…1); null when the bytes are not valid. */
export function decodePcm(bytes) {
  if (!Array.isArray(bytes) || bytes.length % 2 !== 0) return null;
  const samples = new Float32Array(bytes.length / 2);
  for (let index = 0; index < samples.length; index += 1) {
    const low = bytes[index * 2];
    const high = bytes[index * 2 + 1];
    if (!isByte(low) || !isByte(high)) return null;
    const value = (high << 8) | low;
    samples[index] = (value >= 0x8000 ? value - 0x10000 : value) / 0x8000;
  }
  return samples;
}

const isByte = (value) => Number.isInteger(value) && value >= 0 && value <= 255;

export function rms(samples) {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/**
 * Dominant frequency (Hz, assuming 16 kHz): the periods between rising zero crossings (interpolated
 * between samples; a Schmitt trigger ignores noise around zero), averaged over their middle half so
 * a glitch in the captured audio (a dropped buffer) does not move the result.
 */
export function dominantFrequency(samples) {
  const crossings = [];
  let armed = false;
  for (let index = 1; index < samples.length; index += 1) {
    const sample = samples[index];
    if (sample < -HYSTERESIS) armed = true;
    const before = samples[index - 1];
    if (armed && before < 0 && sample >= 0) {
      armed = false;
      crossings.push(index - 1 + -before / (sample - before));
    }
  }
  if (crossings.length < 3) return null;
  const periods = crossings
    .slice(1)
    .map((position, index) => position - crossings[index])
    .sort((a, b) => a - b);
  const middle = periods.slice(Math.floor(periods.length / 4), Math.ceil((periods.length * 3) / 4));
  const period = middle.reduce((sum, value) => sum + value, 0) / middle.length;
  return Math.round(SAMPLE_RATE / period);
}

export function describeSound(samples) {
  const frequency = dominantFrequency(samples);
  const seconds = (samples.length / SAMPLE_RATE).toFixed(1);
  return frequency === null
    ? `检测到音频，时长 ${seconds} 秒`
    : `检测到 ${frequency} 赫兹音频，时长 ${seconds} 秒`;
}

/**
 * The transcription of one socket: feed it AUDIO_STREAM byte arrays and then stop(); each call returns
 * the server frames to send, or `{ error }`.
 */
export function createTranscriber() {
  let sentence = null;
  let index = 0;
  let shortFrameSeen = false;
  const header = (name, payload) => (payload ? { header: { name }, payload } : { header: { name } });

  const endSentence = (frames) => {
    if (!sentence) return;
    const sound = concat(sentence.chunks, sentence.length - sentence.trailingSilence);
    frames.push(header('SentenceEnd', { index, result: describeSound(sound) }));
    index += 1;
    sentence = null;
  };

  return {
    audio(bytes) {
      if (shortFrameSeen) return { error: '只有最后一帧可以少于 4096 个采样' };
      if (!Array.isArray(bytes) || bytes.length === 0 || bytes.length > FRAME_BYTES)
        return { error: '每帧必须是 4096 个采样（8192 字节）的 16 位小端 PCM' };
      const samples = decodePcm(bytes);
      if (!samples) return { error: '音频数据必须是 0–255 的字节值，且字节数为偶数' };
      if (bytes.length < FRAME_BYTES) shortFrameSeen = true;
      const frames = [];
      const silent = rms(samples) < SILENCE_RMS;
      if (!sentence && silent) return { frames };
      if (!sentence) {
        sentence = { chunks: [], length: 0, trailingSilence: 0 };
        frames.push(header('SentenceBegin', { index }));
      }
      sentence.chunks.push(samples);
      sentence.length += samples.length;
      sentence.trailingSilence = silent ? sentence.trailingSilence + samples.length : 0;
      if (sentence.trailingSilence >= SENTENCE_GAP_SAMPLES) endSentence(frames);
      else {
        const sound = concat(sentence.chunks, sentence.length - sentence.trailingSilence);
        frames.push(header('TranscriptionResultChanged', { index, result: describeSound(sound) }));
      }
      return { frames };
    },
    stop() {
      const frames = [];
      endSentence(frames);
      frames.push(header('TranscriptionCompleted'));
      return { frames };
    },
  };
}

function concat(chunks, length) {
  const all = new Float32Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= length) break;
    const part = chunk.subarray(0, length - offset);
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}
