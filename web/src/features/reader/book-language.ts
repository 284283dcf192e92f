import type { ChildProfile } from '../../api/types';
import { languageTag } from './speech-language';

/**
 * The language a book is written in, for reading it aloud. A book is written in its child's profile language,
 * but neither the book nor its pages name the profile or the language, so: the owner's profile whose child
 * the book is about (the stories name the child), else the language the text itself looks like.
 */

/** Scripts that name their language on their own. Kana before Han: Japanese text mixes both. */
const SCRIPTS: [RegExp, string][] = [
  [/[\u3040-\u30ff]/, 'ja'],
  [/[\uac00-\ud7af]/, 'ko'],
  [/[\u4e00-\u9fff]/, 'zh'],
  [/[\u0400-\u04ff]/, 'ru'],
  [/[\u0600-\u06ff]/, 'ar'],
  [/[\u0900-\u097f]/, 'hi'],
];
/** Letters only Vietnamese uses among the profile languages. */
const VIETNAMESE = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
/** Frequent short words of the Latin-script profile languages. */
const COMMON_WORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'was', 'with', 'she', 'he', 'they', 'her', 'his', 'of', 'to', 'is', 'a'],
  es: ['el', 'la', 'los', 'las', 'y', 'que', 'con', 'una', 'por', 'del', 'su', 'es', 'un'],
  fr: ['le', 'la', 'les', 'et', 'une', 'avec', 'est', 'dans', 'il', 'elle', 'des', 'du', 'un'],
  de: ['der', 'die', 'das', 'und', 'ein', 'eine', 'mit', 'ist', 'sie', 'er', 'nicht', 'den', 'im'],
  it: ['il', 'lo', 'gli', 'e', 'che', 'con', 'una', 'è', 'per', 'della', 'del', 'non', 'un'],
  pt: ['o', 'os', 'as', 'e', 'que', 'com', 'uma', 'não', 'para', 'do', 'da', 'em', 'um'],
};

/** The language `text` looks like written in, as a BCP-47 tag, or null when it is not clear. */
export function guessTextLanguage(text: string): string | null {
  for (const [script, tag] of SCRIPTS) if (script.test(text)) return tag;
  if (VIETNAMESE.test(text)) return 'vi';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = Object.entries(COMMON_WORDS)
    .map(([tag, common]) => [tag, words.filter((word) => common.includes(word)).length] as const)
    .sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  return best && best[1] > 0 && best[1] > (second?.[1] ?? 0) ? best[0] : null;
}

/** The language of the owner's child whose first name the book's text mentions, if exactly one does. */
export function profileLanguageOf(text: string, profiles: readonly ChildProfile[]): string | null {
  const named = profiles.filter((profile) => {
    const name = profile.profile_data?.personal_information?.first_name.trim() ?? '';
    return name !== '' && new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}([^\\p{L}]|$)`, 'iu').test(text);
  });
  const only =
    named.length === 1 ? named[0] : named.length === 0 && profiles.length === 1 ? profiles[0] : undefined;
  return languageTag(only?.profile_data?.personal_information?.language);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
