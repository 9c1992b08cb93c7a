import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserSoundPlayer } from './notification-sound';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubAudio() {
  const played: string[] = [];
  const contexts: { started: number }[] = [];
  vi.stubGlobal(
    'Audio',
    class {
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        return Promise.reject(new Error('NotAllowedError'));
      }
    },
  );
  const param = { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
  vi.stubGlobal(
    'AudioContext',
    class {
      currentTime = 0;
      destination = {};
      readonly record = { started: 0 };
      constructor() {
        contexts.push(this.record);
      }
      createGain() {
        return { gain: param, connect: (node: unknown) => node };
      }
      createOscillator() {
        const record = this.record;
        return { frequency: { value: 0 }, connect: (node: unknown) => node, start: () => (record.started += 1), stop: vi.fn() };
      }
    },
  );
  return { played, contexts };
}

describe('createBrowserSoundPlayer', () => {
  it('touches no audio until a sound is played, then reuses one audio context', () => {
    const audio = stubAudio();
    const play = createBrowserSoundPlayer();
    expect(audio.contexts).toHaveLength(0);
    play(true);
    play(true);
    expect(audio.contexts).toEqual([{ started: 2 }]);
  });

  it('plays a sound file, staying quiet when the browser refuses', async () => {
    const audio = stubAudio();
    createBrowserSoundPlayer()('/sounds/order.mp3');
    await Promise.resolve();
    expect(audio.played).toEqual(['/sounds/order.mp3']);
  });
});
