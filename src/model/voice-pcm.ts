/**
 * Pure audio helpers of voice input (wire-format.md, "Voice input"; screens doc section 9): captured
 * float samples at the context's rate become 16 kHz mono 16-bit little-endian PCM, 4096 samples a frame.
 */

/** Screens doc section 9: resampled to 16 kHz. */
export const ASR_SAMPLE_RATE = 16_000;
/** Screens doc section 9: 4096-sample buffer per frame. */
export const ASR_FRAME_SAMPLES = 4096;

/** What a resampler carries from one captured chunk to the next. */
export interface ResamplerState {
  /** Position of the next output sample, in input samples, relative to the next chunk's first sample. */
  readonly position: number;
  /** The previous chunk's last sample (interpolation across the boundary); 0 before the first chunk. */
  readonly previous: number;
}

export const INITIAL_RESAMPLER_STATE: ResamplerState = { position: 0, previous: 0 };

/**
 * Linear-interpolation resampler. Each output sample at input position p is read between samples
 * floor(p) and floor(p)+1; index -1 means the previous chunk's last sample. Down to 16 kHz the
 * speech band (below 8 kHz) survives; the microphone's own filtering keeps aliasing negligible.
 */
export function resample(
  input: Float32Array,
  fromRate: number,
  toRate: number,
  state: ResamplerState = INITIAL_RESAMPLER_STATE,
): { samples: Float32Array; state: ResamplerState } {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError('sample rates must be positive');
  const step = fromRate / toRate;
  const output: number[] = [];
  let position = state.position;
  const at = (index: number) => (index < 0 ? state.previous : (input[index] ?? 0));
  // The last readable pair is (length - 2, length - 1); later positions wait for the next chunk.
  while (position <= input.length - 1) {
    const base = Math.floor(position);
    const fraction = position - base;
    const left = at(base);
    output.push(fraction === 0 ? left : left + (at(base + 1) - left) * fraction);
    position += step;
  }
  return {
    samples: Float32Array.from(output),
    state: {
      position: position - input.length,
      previous: input.length > 0 ? (input[input.length - 1] ?? 0) : state.previous,
    },
  };
}

/** A float sample (-1…1) as a 16-bit signed integer, clipped. */
export function toInt16(sample: number): number {
  if (Number.isNaN(sample)) return 0;
  const clipped = Math.max(-1, Math.min(1, sample));
  return clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
}

/**
 * Cuts samples into frames of exactly `frameSize`; what does not fill a frame is carried to the next
 * call in `rest` (pass it back as `pending`).
 */
export function takeFrames(
  pending: Int16Array,
  incoming: Float32Array,
  frameSize = ASR_FRAME_SAMPLES,
): { frames: Int16Array[]; rest: Int16Array } {
  const all = new Int16Array(pending.length + incoming.length);
  all.set(pending);
  for (let index = 0; index < incoming.length; index += 1)
    all[pending.length + index] = toInt16(incoming[index] ?? 0);
  const frames: Int16Array[] = [];
  let offset = 0;
  while (all.length - offset >= frameSize) {
    frames.push(all.slice(offset, offset + frameSize));
    offset += frameSize;
  }
  return { frames, rest: all.slice(offset) };
}

/** 16-bit samples as little-endian byte values (0–255), low byte first. */
export function littleEndianBytes(samples: Int16Array): number[] {
  const bytes = new Array<number>(samples.length * 2);
  for (let index = 0; index < samples.length; index += 1) {
    const value = (samples[index] ?? 0) & 0xffff;
    bytes[index * 2] = value & 0xff;
    bytes[index * 2 + 1] = value >> 8;
  }
  return bytes;
}

/** Root mean square of a chunk (0…1): the recorder's level indicator. */
export function levelOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length));
}

/** Resampler and framer together: feed captured chunks, get 16 kHz frames ready to send. */
export interface PcmEncoderState {
  readonly resampler: ResamplerState;
  readonly pending: Int16Array;
}

export const INITIAL_PCM_ENCODER_STATE: PcmEncoderState = {
  resampler: INITIAL_RESAMPLER_STATE,
  pending: new Int16Array(0),
};

export function encodePcm(
  state: PcmEncoderState,
  input: Float32Array,
  inputRate: number,
): { frames: Int16Array[]; state: PcmEncoderState } {
  const resampled = resample(input, inputRate, ASR_SAMPLE_RATE, state.resampler);
  const { frames, rest } = takeFrames(state.pending, resampled.samples);
  return { frames, state: { resampler: resampled.state, pending: rest } };
}
