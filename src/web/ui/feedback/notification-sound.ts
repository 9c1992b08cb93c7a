// The browser's notification sound. Audio objects are created on the first sound, never at
// module load: the module is also loaded by the server render.
import type { SoundPlayer } from './notification-types';

type AudioContextConstructor = new () => AudioContext;

const CHIME_HZ = 880;
const CHIME_SECONDS = 0.18;
const CHIME_VOLUME = 0.15;

export function createBrowserSoundPlayer(): SoundPlayer {
  let context: AudioContext | null = null;
  return (sound) => {
    if (typeof window === 'undefined') return;
    if (typeof sound === 'string') {
      // Browsers refuse playback before the visitor interacted with the page; silence is fine then.
      new Audio(sound).play().catch(() => undefined);
      return;
    }
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = CHIME_HZ;
    // A quick swell and decay: an abrupt start or stop would click.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(CHIME_VOLUME, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + CHIME_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + CHIME_SECONDS + 0.02);
  };
}
