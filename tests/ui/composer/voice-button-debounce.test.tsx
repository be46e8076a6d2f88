// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { createChatStore } from '../../../src/state/chat-store';
import { VOICE_BUTTON_DEBOUNCE_MS } from '../../../src/ui/composer/use-voice-controls';
import { VoiceButton } from '../../../src/ui/composer/VoiceButton';
import { createManualClock } from '../../helpers/manual-clock';
import { mountWithStore } from '../../helpers/mount';

/** A voice button whose microphone only counts how often it was asked for. */
function setup() {
  const clock = createManualClock();
  const microphoneRequests: number[] = [];
  const store = createChatStore({
    clock,
    openMicrophone: () => {
      microphoneRequests.push(clock.now());
      return new Promise(() => undefined);
    },
  });
  const root = mountWithStore(store, <VoiceButton disabled={false} />);
  const button = root.querySelector<HTMLButtonElement>('[part~="voice-button"]');
  if (!button) throw new Error('no voice button');
  return { clock, microphoneRequests, button };
}

describe('the voice button', () => {
  it('is debounced 200 ms (screens doc section 9)', () => {
    expect(VOICE_BUTTON_DEBOUNCE_MS).toBe(200);
  });

  it('acts once, 200 ms after the last of several quick presses', () => {
    const { clock, microphoneRequests, button } = setup();
    act(() => button.click());
    act(() => clock.advance(150));
    act(() => button.click());
    act(() => clock.advance(150));
    act(() => button.click());
    act(() => clock.advance(199));
    expect(microphoneRequests).toEqual([]);
    act(() => clock.advance(1));
    expect(microphoneRequests).toEqual([500]);
    act(() => clock.advance(1000));
    expect(microphoneRequests).toHaveLength(1);
  });

  it('acts on a single press only once its 200 ms have passed', () => {
    const { clock, microphoneRequests, button } = setup();
    act(() => button.click());
    expect(microphoneRequests).toEqual([]);
    act(() => clock.advance(200));
    expect(microphoneRequests).toEqual([200]);
  });
});
