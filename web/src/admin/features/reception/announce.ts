// The waiting room hears each call: "Mời bệnh nhân số 12 vào Phòng 3" read aloud by the browser's speech synthesis
// when it has a Vietnamese voice, the back office's chime otherwise (or when speech fails).
import { playChime } from '../../shared/chime';

/** What is read aloud: always Vietnamese, the waiting room's language whatever the screen's. */
export const callSentence = (number: number, room: string) => `Mời bệnh nhân số ${number} vào ${room}`;

/** A Vietnamese voice of this browser, if any (the list may fill in after the page loads). */
export function vietnameseVoice(): SpeechSynthesisVoice | null {
  const synthesis = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  if (!synthesis) return null;
  return synthesis.getVoices().find((voice) => voice.lang.toLowerCase().replace('_', '-').startsWith('vi')) ?? null;
}

/** Announces a call; answers how: 'speech' or 'chime'. */
export function announceCall(number: number, room: string): 'speech' | 'chime' {
  const voice = vietnameseVoice();
  if (voice && typeof SpeechSynthesisUtterance !== 'undefined') {
    try {
      const utterance = new SpeechSynthesisUtterance(callSentence(number, room));
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.rate = 0.9;
      globalThis.speechSynthesis.speak(utterance);
      return 'speech';
    } catch {
      // Fall through to the chime.
    }
  }
  playChime();
  return 'chime';
}
