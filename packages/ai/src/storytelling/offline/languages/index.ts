/**
 * The languages the offline storyteller writes, chosen by the profile's language (spec §5).
 *
 * English, Spanish, French, Italian, Portuguese and German have templates of their own.
 * Mandarin, Japanese, Korean, Russian, Arabic, Hindi and Vietnamese fall back to English, on purpose:
 * a template story in those languages needs grammar that filling slots cannot get right (Russian and
 * Hindi inflect every name and noun by case, Arabic agrees verbs with gender and number and writes right
 * to left, the CJK languages and Vietnamese need classifiers and word order that change with the noun),
 * and an English book a parent can translate while reading is better than a broken one. A model writes
 * those languages well; the offline storyteller says which language it used (`offlineLanguage`), so the
 * fallback can be logged. 'Other' has no language to honour and is English too.
 */
import { english } from './english';
import { french } from './french';
import { german } from './german';
import { italian } from './italian';
import { portuguese } from './portuguese';
import { SETTINGS } from '../lexicon';
import type { SettingKey } from '../lexicon';
import { plainText } from '../recognise';
import type { LanguagePack } from './language-pack';
import { spanish } from './spanish';

const PACKS: Readonly<Record<string, LanguagePack>> = {
  english,
  spanish,
  french,
  italian,
  portuguese,
  german,
};

export interface OfflineLanguage {
  pack: LanguagePack;
  /** True when the profile's language has no offline templates and English is used instead. */
  fallback: boolean;
}

export function offlineLanguage(language: string): OfflineLanguage {
  const pack = PACKS[language.trim().toLowerCase()];
  return pack
    ? { pack, fallback: false }
    : { pack: english, fallback: language.trim().toLowerCase() !== 'english' };
}

/**
 * The place a summary's setting names by its proper name in any language ('el Bosque de los Susurros'),
 * so a story keeps the place its summary promised even if other words in it name another.
 */
export function settingNamedIn(text: string): SettingKey | undefined {
  const plain = plainText(text);
  return SETTING_NAMES.find(({ name }) => plain.includes(name))?.key;
}

/** Every setting's proper name in every language, plain and without its article ('sunny bay', 'bosque de los susurros'). */
const SETTING_NAMES: ReadonlyArray<{ key: SettingKey; name: string }> = Object.values(PACKS).flatMap((pack) =>
  (Object.keys(SETTINGS) as SettingKey[]).map((key) => ({
    key,
    name: plainText(pack.settingName(key)).replace(/^(the|el|la|le|l|les|der|die|das|il|lo|o|a)\s+/, ''),
  })),
);

/** The proper names of the settings, in every language: places, whatever an idea's words make of them. */
const NAMES: readonly string[] = SETTING_NAMES.map(({ name }) => name);
export const settingNames = (): readonly string[] => NAMES;

/** The spec languages with offline templates of their own. */
export const OFFLINE_LANGUAGES: readonly string[] = Object.values(PACKS).map((pack) => pack.language);
