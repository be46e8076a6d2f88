import { describe, expect, it } from 'vitest';
import {
  ASR_FRAME_SAMPLES,
  encodePcm,
  INITIAL_PCM_ENCODER_STATE,
  levelOf,
  littleEndianBytes,
  type PcmEncoderState,
  type ResamplerState,
  resample,
  takeFrames,
  toInt16,
} from '../../src/model/voice-pcm';

const ramp = (length: number, start = 0) => Float32Array.from({ length }, (_, index) => start + index);
const sine = (frequency: number, rate: number, length: number, offset = 0) =>
  Float32Array.from(
    { length },
    (_, index) => 0.5 * Math.sin((2 * Math.PI * frequency * (index + offset)) / rate),
  );

/** Resamples a signal delivered in chunks of the given sizes, carrying the state across. */
function resampleInChunks(signal: Float32Array, sizes: number[], from: number, to: number): number[] {
  let state: ResamplerState | undefined;
  const output: number[] = [];
  let offset = 0;
  for (const size of sizes) {
    const result = resample(signal.subarray(offset, offset + size), from, to, state);
    state = result.state;
    output.push(...result.samples);
    offset += size;
  }
  return output;
}

function zeroCrossingFrequency(samples: ArrayLike<number>, rate: number): number {
  let crossings = 0;
  for (let index = 1; index < samples.length; index += 1)
    if ((samples[index - 1] ?? 0) < 0 !== (samples[index] ?? 0) < 0) crossings += 1;
  return (crossings / 2) * (rate / samples.length);
}

describe('resample', () => {
  it('takes every third sample from 48 kHz to 16 kHz', () => {
    const { samples } = resample(ramp(12), 48_000, 16_000);
    expect([...samples]).toEqual([0, 3, 6, 9]);
  });

  it('gives the same output whatever the chunk boundaries (48 kHz)', () => {
    const signal = ramp(48_000);
    const whole = resampleInChunks(signal, [48_000], 48_000, 16_000);
    const chunked = resampleInChunks(signal, [4096, 1, 2, 4093, 7000, 32_808], 48_000, 16_000);
    expect(whole).toHaveLength(16_000);
    expect(chunked).toEqual(whole);
  });

  it('interpolates 44.1 kHz to 16 kHz, across chunk boundaries too', () => {
    const signal = ramp(44_100);
    const whole = resampleInChunks(signal, [44_100], 44_100, 16_000);
    const chunked = resampleInChunks(
      signal,
      Array.from({ length: 11 }, () => 4096).concat([44_100 - 11 * 4096]),
      44_100,
      16_000,
    );
    expect(whole).toHaveLength(16_000);
    // A ramp interpolates exactly: output k sits at input position k × 2.75625.
    expect(whole[1]).toBeCloseTo(2.75625, 6);
    expect(whole[15_999]).toBeCloseTo(15_999 * 2.75625, 1);
    for (const [index, value] of chunked.entries()) expect(value).toBeCloseTo(whole[index] ?? Number.NaN, 1);
  });

  it('keeps a tone at its frequency (440 Hz from 48 kHz and from 44.1 kHz)', () => {
    for (const rate of [48_000, 44_100]) {
      const { samples } = resample(sine(440, rate, rate), rate, 16_000);
      expect(zeroCrossingFrequency(samples, 16_000)).toBeCloseTo(440, -1);
    }
  });

  it('passes 16 kHz through unchanged and upsamples 8 kHz', () => {
    expect([...resample(ramp(5), 16_000, 16_000).samples]).toEqual([0, 1, 2, 3, 4]);
    const up = resampleInChunks(ramp(4), [2, 2], 8000, 16_000);
    expect(up).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
  });

  it('returns nothing for an empty chunk and keeps its state', () => {
    const first = resample(ramp(4), 48_000, 16_000);
    const empty = resample(new Float32Array(0), 48_000, 16_000, first.state);
    expect(empty.samples).toHaveLength(0);
    expect(empty.state).toEqual(first.state);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => resample(ramp(4), 0, 16_000)).toThrow(RangeError);
  });
});

describe('toInt16', () => {
  it('scales and clips', () => {
    expect(toInt16(0)).toBe(0);
    expect(toInt16(1)).toBe(32_767);
    expect(toInt16(-1)).toBe(-32_768);
    expect(toInt16(2.5)).toBe(32_767);
    expect(toInt16(-7)).toBe(-32_768);
    expect(toInt16(0.5)).toBe(16_384);
    expect(toInt16(Number.NaN)).toBe(0);
  });
});

describe('takeFrames', () => {
  it('cuts exactly 4096-sample frames and carries the rest', () => {
    const first = takeFrames(new Int16Array(0), new Float32Array(3000));
    expect(first.frames).toHaveLength(0);
    expect(first.rest).toHaveLength(3000);
    const second = takeFrames(first.rest, new Float32Array(9000).fill(0.5));
    expect(second.frames.map((frame) => frame.length)).toEqual([ASR_FRAME_SAMPLES, ASR_FRAME_SAMPLES]);
    expect(second.rest).toHaveLength(12_000 - 2 * ASR_FRAME_SAMPLES);
    // The carried samples come first, in order.
    expect(second.frames[0]?.[2999]).toBe(0);
    expect(second.frames[0]?.[3000]).toBe(16_384);
  });

  it('honours another frame size', () => {
    const { frames, rest } = takeFrames(Int16Array.from([1]), Float32Array.from([0, 0, 0, 0]), 2);
    expect(frames.map((frame) => [...frame])).toEqual([
      [1, 0],
      [0, 0],
    ]);
    expect([...rest]).toEqual([0]);
  });
});

describe('littleEndianBytes', () => {
  it('writes the low byte first, two’s complement for negatives', () => {
    expect(littleEndianBytes(Int16Array.from([0, 1, 256, 0x1234, -1, -32_768, 32_767]))).toEqual([
      0, 0, 1, 0, 0, 1, 0x34, 0x12, 0xff, 0xff, 0x00, 0x80, 0xff, 0x7f,
    ]);
  });

  it('gives 8192 byte values (0–255) for a frame', () => {
    const bytes = littleEndianBytes(new Int16Array(ASR_FRAME_SAMPLES).fill(-300));
    expect(bytes).toHaveLength(8192);
    expect(bytes.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)).toBe(true);
  });
});

describe('encodePcm', () => {
  it('turns 48 kHz chunks of 4096 into 16 kHz frames of 4096, a third as many samples', () => {
    let state: PcmEncoderState = INITIAL_PCM_ENCODER_STATE;
    let frames = 0;
    for (let chunk = 0; chunk < 12; chunk += 1) {
      const result = encodePcm(state, sine(440, 48_000, 4096, chunk * 4096), 48_000);
      state = result.state;
      frames += result.frames.length;
      for (const frame of result.frames) expect(frame).toHaveLength(ASR_FRAME_SAMPLES);
    }
    // 12 × 4096 / 3 = 16 384 samples at 16 kHz: exactly 4 frames.
    expect(frames).toBe(4);
    expect(state.pending).toHaveLength(0);
  });
});

describe('levelOf', () => {
  it('is the RMS, 0 for silence and for nothing', () => {
    expect(levelOf(new Float32Array(0))).toBe(0);
    expect(levelOf(new Float32Array(10))).toBe(0);
    expect(levelOf(Float32Array.from([0.5, -0.5]))).toBeCloseTo(0.5);
  });
});
