import { describe, expect, it } from 'vitest';
import { base64ToBytes, createPcm16Decoder, joinSamples, scheduleAfter } from '../../src/model/speech-pcm';

function base64Of(bytes: number[]): string {
  return Buffer.from(bytes).toString('base64');
}

describe('base64ToBytes', () => {
  it('decodes base64', () => {
    expect([...base64ToBytes(base64Of([0, 1, 255, 128]))]).toEqual([0, 1, 255, 128]);
    expect([...base64ToBytes('')]).toEqual([]);
  });

  it('throws on anything else', () => {
    expect(() => base64ToBytes('@@@@')).toThrow();
    expect(() => base64ToBytes('abc')).toThrow();
    expect(() => base64ToBytes('ab=c')).toThrow();
  });
});

describe('createPcm16Decoder', () => {
  it('reads 16-bit little-endian samples as floats', () => {
    const decoder = createPcm16Decoder();
    const samples = decoder.push(Uint8Array.from([0x00, 0x00, 0xff, 0x7f, 0x00, 0x80, 0xff, 0xff]));
    expect([...samples]).toEqual([0, 32767 / 32768, -1, -1 / 32768]);
    expect(decoder.hasRemainder()).toBe(false);
  });

  it('carries an odd trailing byte over to the next chunk', () => {
    const decoder = createPcm16Decoder();
    expect([...decoder.push(Uint8Array.from([0x00, 0x40, 0x00]))]).toEqual([0.5]);
    expect(decoder.hasRemainder()).toBe(true);
    expect([...decoder.push(Uint8Array.from([0xc0]))]).toEqual([-0.5]);
    expect(decoder.push(Uint8Array.from([0x01])).length).toBe(0);
    expect([...decoder.push(Uint8Array.from([0x00, 0x00, 0x00]))]).toEqual([1 / 32768, 0]);
    expect(decoder.hasRemainder()).toBe(false);
  });

  it('gives the same samples however the bytes are split', () => {
    const bytes = Uint8Array.from({ length: 40 }, (_, index) => (index * 37) % 256);
    const whole = [...createPcm16Decoder().push(bytes)];
    const decoder = createPcm16Decoder();
    const pieces = [3, 5, 1, 7, 9, 15].map((size, index, sizes) => {
      const start = sizes.slice(0, index).reduce((sum, value) => sum + value, 0);
      return [...decoder.push(bytes.subarray(start, start + size))];
    });
    expect(pieces.flat()).toEqual(whole);
  });
});

describe('joinSamples', () => {
  it('concatenates chunks in order', () => {
    expect([
      ...joinSamples([Float32Array.from([1, 2]), new Float32Array(0), Float32Array.from([3])]),
    ]).toEqual([1, 2, 3]);
  });
});

describe('scheduleAfter', () => {
  it('starts right after the previous buffer while it is still ahead', () => {
    expect(scheduleAfter(0.5, 1, 1)).toEqual({ start: 1, end: 2 });
  });

  it('starts now when playback ran dry', () => {
    expect(scheduleAfter(3, 2, 0.5)).toEqual({ start: 3, end: 3.5 });
  });

  it('chains buffers back to back without gaps or overlaps', () => {
    let end = 0;
    const slots = [0.25, 1, 0.5].map((duration) => {
      const slot = scheduleAfter(0.1, end, duration);
      end = slot.end;
      return slot;
    });
    expect(slots).toEqual([
      { start: 0.1, end: 0.35 },
      { start: 0.35, end: 1.35 },
      { start: 1.35, end: 1.85 },
    ]);
  });
});
