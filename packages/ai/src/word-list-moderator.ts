/**
 * A local moderator: a short list of words and phrases that have no place in a children's book request,
 * matched as whole words, case-insensitively. It runs with no provider at all (`npm start`) and in front of
 * OpenAI's moderation, so the plainest cases never leave the machine.
 *
 * The list is deliberately conservative: a picture book has dragons to slay, wolves that eat grandmothers and
 * assassin bugs, so ordinary words of adventure (kill, fight, blood, gun, die) are not on it. Only terms that
 * are unsuitable in any children's story are: sexual content, graphic violence, self-harm, slurs, and the
 * strongest swear words. Whole-word matching keeps "grape", "Scunthorpe" or "therapist" from tripping it;
 * words that are harmless in another language or idiom ("pedo" is Spanish for a fart, "spic and span") are
 * left to the provider's moderation, which reads context.
 */
import type { ModerationResult, Moderator } from './moderator';

/** Each category's terms; a space or hyphen in a term matches any run of spaces or hyphens. */
export const UNSUITABLE_TERMS: Record<string, readonly string[]> = {
  sexual: [
    'porn',
    'porno',
    'pornography',
    'pornographic',
    'rape',
    'raped',
    'raping',
    'rapist',
    'molest',
    'molested',
    'molesting',
    'molester',
    'paedophile',
    'pedophile',
    'paedo',
    'incest',
    'orgasm',
    'masturbate',
    'masturbating',
    'masturbation',
    'blowjob',
    'handjob',
    'dildo',
    'have sex',
    'having sex',
    'had sex',
    'sexting',
    'nudes',
  ],
  violence: [
    'behead',
    'beheaded',
    'beheading',
    'decapitate',
    'decapitated',
    'dismember',
    'dismembered',
    'disembowel',
    'disembowelled',
    'school shooting',
    'mass shooting',
  ],
  'self-harm': [
    'suicide',
    'suicidal',
    'kill yourself',
    'kill myself',
    'killing myself',
    'kys',
    'self harm',
    'self harming',
    'cut myself',
    'cutting myself',
    'hang myself',
  ],
  hate: ['nigger', 'nigga', 'faggot', 'kike'],
  profanity: ['fuck', 'fucking', 'fucked', 'fucker', 'motherfucker', 'cunt', 'whore', 'slut'],
};

// Letters and digits of any script, so words in every language a profile may use are matched whole.
const WORD_CHAR = '[\\p{L}\\p{N}_]';

function termPattern(term: string): string {
  return term
    .split(/[\s-]+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s-]+');
}

function categoryPattern(terms: readonly string[]): RegExp {
  return new RegExp(`(?<!${WORD_CHAR})(?:${terms.map(termPattern).join('|')})(?!${WORD_CHAR})`, 'iu');
}

export function createWordListModerator(
  terms: Record<string, readonly string[]> = UNSUITABLE_TERMS,
): Moderator {
  const patterns = Object.entries(terms)
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, pattern: categoryPattern(list) }));
  return {
    adapter: 'word-list',
    async check(text: string): Promise<ModerationResult> {
      // NFKC folds look-alike forms (full-width letters, ligatures) onto the plain letters of the list.
      const normalized = text.normalize('NFKC');
      const categories = patterns
        .filter(({ pattern }) => pattern.test(normalized))
        .map(({ category }) => category);
      return { flagged: categories.length > 0, categories };
    },
  };
}
