import type { AudioOutput } from '../../src/platform/audio-output';

export interface FakeSound {
  length: number;
  sampleRate: number;
  when: number;
  stopped: boolean;
  end(): void;
}

/** An audio output whose clock and sound endings the test drives. */
export function createFakeAudioOutputs() {
  const outputs: Array<AudioOutput & { time: number; sounds: FakeSound[]; closed: boolean }> = [];
  const create = () => {
    const output = {
      time: 0,
      sounds: [] as FakeSound[],
      closed: false,
      currentTime: () => output.time,
      play(samples: Float32Array, sampleRate: number, when: number, onEnded: () => void) {
        const sound: FakeSound = {
          length: samples.length,
          sampleRate,
          when,
          stopped: false,
          end: () => {
            if (!sound.stopped) onEnded();
          },
        };
        output.sounds.push(sound);
        return {
          stop() {
            sound.stopped = true;
          },
        };
      },
      close() {
        output.closed = true;
      },
    };
    outputs.push(output);
    return output;
  };
  return { outputs, create };
}
