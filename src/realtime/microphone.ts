/**
 * Microphone capture (decision 020): getUserMedia → AudioContext at its default rate → a
 * ScriptProcessorNode handing out mono float chunks. A ScriptProcessorNode is deprecated but needs no
 * module URL: an AudioWorklet would need a blob: URL (refused by `default-src 'self'`) or a separate
 * same-origin file, and the widget ships as one script on someone else's page.
 */

/** Screens doc section 9: 4096-sample buffers. */
const PROCESSOR_BUFFER_SIZE = 4096;

export type MicrophoneFailure = 'denied' | 'unavailable';

/** Why the microphone did not open: refused by the visitor (or policy), or missing altogether. */
export class MicrophoneError extends Error {
  // Declared only, as ApiError's: the constructor sets it, so no class field is written out.
  declare readonly failure: MicrophoneFailure;

  constructor(failure: MicrophoneFailure, cause?: unknown) {
    super(failure === 'denied' ? 'microphone permission refused' : 'no microphone available', { cause });
    this.failure = failure;
    this.name = 'MicrophoneError';
  }
}

export interface MicrophoneCapture {
  stop(): void;
}

/** The port: opens the microphone and calls onAudio with each captured chunk and its sample rate. */
export type OpenMicrophone = (
  onAudio: (samples: Float32Array, sampleRate: number) => void,
) => Promise<MicrophoneCapture>;

export const openBrowserMicrophone: OpenMicrophone = async (onAudio) => {
  const media = globalThis.navigator?.mediaDevices;
  if (!media?.getUserMedia) throw new MicrophoneError('unavailable');
  let stream: MediaStream;
  try {
    // Raw audio: recognition works best unprocessed, and playback is stopped while recording.
    stream = await media.getUserMedia({
      audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    throw new MicrophoneError(
      name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable',
      error,
    );
  }
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const processor = context.createScriptProcessor(PROCESSOR_BUFFER_SIZE, 1, 1);
  // The processor only runs while connected to the destination; a muted gain keeps it silent.
  const mute = context.createGain();
  mute.gain.value = 0;
  processor.onaudioprocess = (event) => {
    onAudio(new Float32Array(event.inputBuffer.getChannelData(0)), context.sampleRate);
  };
  source.connect(processor);
  processor.connect(mute);
  mute.connect(context.destination);
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  return {
    stop() {
      processor.onaudioprocess = null;
      source.disconnect();
      processor.disconnect();
      mute.disconnect();
      for (const track of stream.getTracks()) track.stop();
      void context.close().catch(() => undefined);
    },
  };
};
