import type { LanguageOption } from '../../lib/constants';

/** §5's profile languages as BCP-47 tags, which speech synthesis voices are labelled with. */
const LANGUAGE_TAGS: Record<Exclude<LanguageOption, 'Other'>, string> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Mandarin: 'zh',
  Japanese: 'ja',
  Korean: 'ko',
  Russian: 'ru',
  Arabic: 'ar',
  Hindi: 'hi',
  Portuguese: 'pt',
  Vietnamese: 'vi',
};

const BCP47 = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** 'Spanish' -> 'es'; a tag stays as it is; 'Other', nothing or an unknown name -> null (the browser picks). */
export function languageTag(language: string | null | undefined): string | null {
  const stated = language?.trim() ?? '';
  if (!stated) return null;
  const named = Object.entries(LANGUAGE_TAGS).find(([name]) => name.toLowerCase() === stated.toLowerCase());
  if (named) return named[1];
  return BCP47.test(stated) && stated.toLowerCase() !== 'other' ? stated : null;
}

const primary = (tag: string) => tag.toLowerCase().replace('_', '-').split('-')[0];

/**
 * The voice to read `tag` with: one labelled exactly so, else one of the same language (the browser's default
 * for it first, e.g. en-US for 'en'), else null.
 */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], tag: string): SpeechSynthesisVoice | null {
  const wanted = tag.toLowerCase();
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace('_', '-');
  const sameLanguage = voices.filter((voice) => primary(voice.lang) === primary(wanted));
  return (
    sameLanguage.find((voice) => lang(voice) === wanted) ??
    sameLanguage.find((voice) => voice.default) ??
    sameLanguage[0] ??
    null
  );
}
