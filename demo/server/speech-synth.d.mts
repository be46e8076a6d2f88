/** Types for the reference server's speech synthesis, imported by the server tests. */
export const SPEECH_SAMPLE_RATE: number;
export const SLOT_MS: number;
export const MAX_CHARACTERS: number;
export function speechSampleCount(text: string): number;
export function synthesizeSpeech(text: string): Buffer;
