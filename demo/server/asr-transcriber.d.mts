/** Types for testing the reference server's deterministic transcription from TypeScript. */
export interface TranscriptionFrame {
  header: { name: string };
  payload?: { index: number; result?: string };
}

export const SAMPLE_RATE: number;
export const FRAME_SAMPLES: number;
export const FRAME_BYTES: number;
export function decodePcm(bytes: unknown): Float32Array | null;
export function rms(samples: Float32Array): number;
export function dominantFrequency(samples: Float32Array): number | null;
export function describeSound(samples: Float32Array): string;
export function createTranscriber(): {
  audio(
    bytes: unknown,
  ): { frames: TranscriptionFrame[]; error?: undefined } | { error: string; frames?: undefined };
  stop(): { frames: TranscriptionFrame[] };
};
