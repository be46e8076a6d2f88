/**
 * Speech audio arrives as base64 of 16-bit little-endian PCM (wire-format.md, "Speech playback").
 * Decoding is pure so the byte handling is unit-tested; a frame may end in the middle of a sample.
 */
export const SPEECH_SAMPLE_RATE = 24000;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Throws on anything that is not base64: a corrupt frame must fail loudly (音频处理失败). */
export function base64ToBytes(data: string): Uint8Array {
  if (data.length % 4 !== 0 || !BASE64.test(data)) throw new Error('invalid base64 audio');
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export interface Pcm16Decoder {
  /** The whole samples in these bytes, after any byte left over from the previous chunk. */
  push(bytes: Uint8Array): Float32Array;
  /** Whether a half sample is still waiting for its second byte. */
  hasRemainder(): boolean;
}

/** Int16 LE → Float32 in [-1, 1); an odd trailing byte is carried over to the next chunk. */
export function createPcm16Decoder(): Pcm16Decoder {
  let carry: number | null = null;
  return {
    push(bytes) {
      const total = bytes.length + (carry === null ? 0 : 1);
      const samples = new Float32Array(Math.floor(total / 2));
      let index = 0;
      let read = 0;
      if (carry !== null && bytes.length > 0) {
        samples[index++] = toFloat(carry, bytes[0] as number);
        read = 1;
        carry = null;
      }
      for (; read + 1 < bytes.length; read += 2) {
        samples[index++] = toFloat(bytes[read] as number, bytes[read + 1] as number);
      }
      if (read < bytes.length) carry = bytes[read] as number;
      return samples;
    },
    hasRemainder: () => carry !== null,
  };
}

function toFloat(low: number, high: number): number {
  const value = (high << 8) | low;
  return (value >= 0x8000 ? value - 0x10000 : value) / 0x8000;
}

/** Joins the chunks collected since the last flush into one buffer's samples. */
export function joinSamples(chunks: readonly Float32Array[]): Float32Array {
  const joined = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

export interface ScheduledSlot {
  start: number;
  end: number;
}

/**
 * Where the next buffer goes on the audio clock: right after the previous one, or now when
 * playback has run dry (a start in the past would be clipped). Back to back: no gap, no overlap.
 */
export function scheduleAfter(
  currentTime: number,
  previousEnd: number,
  durationSeconds: number,
): ScheduledSlot {
  const start = Math.max(currentTime, previousEnd);
  return { start, end: start + durationSeconds };
}
