// A short two-note chime made with Web Audio (no sound file to download): a new request in the inbox (staff can turn
// it off; the choice stays in this browser, localStorage), and a call on the waiting-room display when no
// Vietnamese voice can read it aloud.
const STORAGE_KEY = 'phongkham.chime';

/** Whether the chime plays: on unless the user turned it off in this browser. */
export function chimeEnabled(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setChimeEnabled(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // A browser that keeps nothing (private mode) simply forgets the choice.
  }
}

let context: AudioContext | null = null;

/** Plays the chime; silently nothing where the browser has no Web Audio or blocks sound before a click. */
export function playChime(): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  try {
    context ??= new Context();
    const start = context.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = context.createOscillator();
      const volume = context.createGain();
      const at = start + index * 0.16;
      tone.type = 'sine';
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, at);
      volume.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      tone.connect(volume).connect(context.destination);
      tone.start(at);
      tone.stop(at + 0.32);
    }
  } catch {
    // Sound is a courtesy: a refusal by the browser must not break the page.
  }
}
