/**
 * The speaker as a port: state logic schedules samples on an audio clock and tests drive a fake.
 * The real one wraps one AudioContext per playback, created inside the visitor's click so the
 * browser's autoplay policy lets it start.
 */
export interface ScheduledSound {
  stop(): void;
}

export interface AudioOutput {
  /** Seconds on the output's clock (AudioContext.currentTime). */
  currentTime(): number;
  /** Plays mono samples at `sampleRate` from `when`; `onEnded` runs when they have played out. */
  play(samples: Float32Array, sampleRate: number, when: number, onEnded: () => void): ScheduledSound;
  close(): void;
}

export type CreateAudioOutput = () => AudioOutput;

export const createWebAudioOutput: CreateAudioOutput = () => {
  const context = new AudioContext();
  // Created in the click, but a context may still start suspended (Safari): resume it now.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return {
    currentTime: () => context.currentTime,
    play(samples, sampleRate, when, onEnded) {
      const buffer = context.createBuffer(1, samples.length, sampleRate);
      buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.onended = () => onEnded();
      source.start(when);
      return {
        stop() {
          source.onended = null;
          try {
            source.stop();
          } catch {
            // Already stopped.
          }
        },
      };
    },
    close() {
      void context.close().catch(() => undefined);
    },
  };
};
