/**
 * Deterministic speech for the reference server: real 24 kHz 16-bit mono PCM, one 60 ms slot per
 * character (a tone whose pitch comes from the code point; whitespace and punctuation are silence,
 * so sentences are separated by short pauses), at most 160 characters (9.6 s).
 */
export const SPEECH_SAMPLE_RATE = 24000;
export const SLOT_MS = 60;
export const MAX_CHARACTERS = 160;
const SLOT_SAMPLES = (SPEECH_SAMPLE_RATE * SLOT_MS) / 1000;
const FADE_SAMPLES = 120;
const SILENT = /[\s\p{P}]/u;

/** How many samples `text` becomes: tests compare the played duration with this. */
export function speechSampleCount(text) {
  return Math.min([...text].length, MAX_CHARACTERS) * SLOT_SAMPLES;
}

/** The PCM bytes (little-endian Int16) for `text`. */
export function synthesizeSpeech(text) {
  const characters = [...text].slice(0, MAX_CHARACTERS);
  const pcm = Buffer.alloc(characters.length * SLOT_SAMPLES * 2);
  characters.forEach((character, slot) => {
    if (SILENT.test(character)) return;
    const frequency = 180 + ((character.codePointAt(0) ?? 0) % 48) * 10;
    for (let index = 0; index < SLOT_SAMPLES; index += 1) {
      // A short fade at both ends, so slots join without clicks.
      const envelope = Math.min(1, index / FADE_SAMPLES, (SLOT_SAMPLES - index) / FADE_SAMPLES);
      const value = Math.sin((2 * Math.PI * frequency * index) / SPEECH_SAMPLE_RATE) * envelope * 0.3;
      pcm.writeInt16LE(Math.round(value * 32767), (slot * SLOT_SAMPLES + index) * 2);
    }
  });
  return pcm;
}
