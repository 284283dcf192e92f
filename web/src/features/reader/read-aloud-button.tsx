import { useEffect, useRef, useState } from 'react';
import { ui } from '../../lib/texts';
import { pickVoice } from './speech-language';
import { Button } from '../../design';

const speechSupported = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;

interface ReadAloudButtonProps {
  text: string;
  /** BCP-47 tag of the text's language, or null to leave it to the browser */
  language: string | null;
}

/**
 * Reads `text` aloud with the browser's speech synthesis, in a voice of the book's language; pressed again,
 * it stops. Reading stops when the text changes (another page) or the reader closes. Browsers without speech
 * synthesis get no button.
 */
export function ReadAloudButton({ text, language }: ReadAloudButtonProps) {
  const [speaking, setSpeaking] = useState(false);
  // A cancelled utterance reports its end late; only the one being read may say reading stopped.
  const current = useRef<SpeechSynthesisUtterance | null>(null);
  const supported = speechSupported();

  useEffect(() => {
    if (!supported) return;
    const synth = window.speechSynthesis;
    return () => {
      current.current = null;
      synth.cancel();
      setSpeaking(false);
    };
  }, [text, supported]);

  if (!supported || !text.trim()) return null;

  const read = () => {
    const synth = window.speechSynthesis;
    current.current = null;
    synth.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    if (language) {
      utterance.lang = language;
      const voice = pickVoice(synth.getVoices(), language);
      if (voice) utterance.voice = voice;
    }
    const finished = () => {
      if (current.current === utterance) setSpeaking(false);
    };
    utterance.onend = finished;
    utterance.onerror = finished;
    current.current = utterance;
    setSpeaking(true);
    synth.speak(utterance);
  };

  return (
    <Button className="read-aloud" aria-pressed={speaking} onClick={read}>
      <span aria-hidden="true">🔊</span> {ui.readAloud}
    </Button>
  );
}
