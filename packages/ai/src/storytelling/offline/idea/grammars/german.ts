/**
 * German ideas. The verb's place tells it: second in a main clause ('Ein Igel sucht ein Zuhause'), last in a
 * relative clause ('ein Feuerwehrhund, der ein Kätzchen rettet') and after a modal ('will ein Rennen
 * gewinnen'), where the action's words sit between the two; an idea that is an infinitive ('mit Mama einen
 * Schneemann bauen') has its words before it. The infinitive comes from a table of the strong
 * verbs ideas use and the regular endings (de-compromise does not conjugate); the infinitive phrase puts the
 * verb last ('ein Kätzchen von einem Baum retten'). A later mention's article keeps the case the idea's
 * article showed ('einen Schlüssel' -> 'den Schlüssel').
 */
import { germanPlanWords } from '../../languages/german';
import type { Determiner, FoundVerb, IdeaGrammar, Token } from '../idea-grammar';
import type { Gender } from '../idea-reading';

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));

/** Third person -> infinitive for the strong and irregular verbs of ideas (keys without umlauts). */
const IRREGULAR: Record<string, string> = {
  fahrt: 'fahren',
  hilft: 'helfen',
  lauft: 'laufen',
  isst: 'essen',
  liest: 'lesen',
  sieht: 'sehen',
  nimmt: 'nehmen',
  gibt: 'geben',
  trifft: 'treffen',
  spricht: 'sprechen',
  wird: 'werden',
  hat: 'haben',
  ist: 'sein',
  kann: 'können',
  will: 'wollen',
  weiss: 'wissen',
  schlaft: 'schlafen',
  tragt: 'tragen',
  fallt: 'fallen',
  halt: 'halten',
  wachst: 'wachsen',
  fangt: 'fangen',
  backt: 'backen',
  tut: 'tun',
  geht: 'gehen',
  steht: 'stehen',
  findet: 'finden',
  verliert: 'verlieren',
  fliegt: 'fliegen',
};
const MODALS = set('will wollte mochte möchte kann konnte muss musste darf soll versucht');
const ARTICLES: Record<string, Determiner & { case: 'nom' | 'acc' | 'dat' | 'any' }> = {
  ein: { definite: false, case: 'nom' },
  eine: { definite: false, gender: 'f', case: 'any' },
  einen: { definite: false, gender: 'm', case: 'acc' },
  einem: { definite: false, case: 'dat' },
  einer: { definite: false, gender: 'f', case: 'dat' },
  der: { definite: true, case: 'nom' },
  die: { definite: true, case: 'any' },
  das: { definite: true, gender: 'n', case: 'any' },
  den: { definite: true, gender: 'm', case: 'acc' },
  dem: { definite: true, case: 'dat' },
};
const POSSESSIVES = /^(?:sein|ihr|mein|dein|unser)(?:e|en|em|er|es)?$/;
const DEFINITE: Record<'nom' | 'acc' | 'dat' | 'any', Record<Gender, string>> = {
  nom: { m: 'der', f: 'die', n: 'das' },
  any: { m: 'der', f: 'die', n: 'das' },
  acc: { m: 'den', f: 'die', n: 'das' },
  dat: { m: 'dem', f: 'der', n: 'dem' },
};
const PREPOSITIONS =
  'in an auf mit von zu aus bei nach fur uber unter vor hinter neben zwischen durch ohne gegen um bis seit wahrend';
const JOINERS =
  'und oder aber denn weil wenn als wie sehr nicht kein keine mehr schon auch noch sich zum zur';
const RELATIVES = set('der die das welcher welche welches');
const LITTLE = set(`${PREPOSITIONS} ${JOINERS}`);
const NEUTER =
  /(?:chen|lein|ment|um|haus|zeug|hause|rennen|boot|auto|schiff|buch|bett|nest|feuer|wasser|licht|geschenk|rad|pferd|schwein|schaf|horn|ei|tier|land|schloss|lied|spiel|fest)$/i;
const FEMININE = /(?:ung|heit|keit|schaft|ei|in|ion|e)$/i;
const MASCULINE_E = set('drache hase junge affe lowe rabe kase name');

const plainWord = (word: string): string =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * A masculine phrase in the accusative as the subject of a sentence: 'einen kleinen Drachen' -> 'ein kleiner
 * Drache', 'den Schneemann' -> 'der Schneemann'. Only the masculine singular shows the case; others are
 * returned as they are.
 */
export function nominative(phrase: string): string {
  const found = /^(einen|den) (.+)$/.exec(phrase);
  if (!found) return phrase;
  const indefinite = found[1] === 'einen';
  const words = found[2].split(' ');
  const nominal = words.map((word, i) => {
    if (i < words.length - 1) {
      return /^\p{Ll}.*en$/u.test(word) ? word.replace(/en$/, indefinite ? 'er' : 'e') : word;
    }
    // A weak noun drops the -n the accusative gave it ('den Drachen' -> 'der Drache').
    const plain = plainWord(word);
    return plain.endsWith('n') && MASCULINE_E.has(plain.slice(0, -1)) ? word.slice(0, -1) : word;
  });
  return `${indefinite ? 'ein' : 'der'} ${nominal.join(' ')}`;
}

/**
 * A phrase as the object of a verb, from the nominative or the dative the idea wrote it in: 'ein kleiner
 * Ausflug' -> 'einen kleinen Ausflug', 'der Schneemann' -> 'den Schneemann', 'dem Garten' -> 'den Garten',
 * 'der Stadt' -> 'die Stadt', 'dem Haus' -> 'das Haus'. Other phrases are returned as they are.
 */
export function accusative(phrase: string, gender: Gender): string {
  const found = /^(ein|der|dem) (.+)$/.exec(phrase);
  if (!found) return phrase;
  const [, article, rest] = found;
  const target =
    gender === 'm'
      ? article === 'ein'
        ? 'einen'
        : 'den'
      : article === 'dem'
        ? 'das'
        : article === 'der' && gender === 'f'
          ? 'die'
          : undefined;
  if (!target) return phrase;
  const ending = target === 'einen' || target === 'den' ? 'en' : 'e';
  const words = rest.split(' ');
  const declined = words.map((word, i) =>
    i < words.length - 1 && /^\p{Ll}.*(?:er|en|e)$/u.test(word) ? word.replace(/(?:er|en|e)$/, ending) : word,
  );
  return `${target} ${declined.join(' ')}`;
}

/** The ending of an adjective after a definite article (weak declension): 'der kleine', 'den kleinen'. */
const weakEnding = (form: 'nom' | 'acc' | 'dat' | 'any', gender: Gender): 'e' | 'en' =>
  form === 'dat' || (form === 'acc' && gender === 'm') ? 'en' : 'e';

/**
 * The describing words before the noun given the ending a definite article asks for: 'kleiner Roboter' ->
 * 'kleine Roboter' after 'der'. A word with no ending of its own ('lila') stays as it is.
 */
function weakAdjectives(bare: string, ending: 'e' | 'en'): string {
  const words = bare.split(' ');
  return words
    .map((word, i) =>
      i < words.length - 1 && /^\p{Ll}/u.test(word) && /(?:e|er|es|en|em)$/.test(word)
        ? `${word.replace(/(?:er|es|en|em|e)$/, '')}${ending}`
        : word,
    )
    .join(' ');
}

function infinitiveOf(token: Token): string | undefined {
  const word = token.text.toLowerCase();
  if (IRREGULAR[token.plain]) return IRREGULAR[token.plain];
  if (/et$/.test(word)) return word.replace(/et$/, 'en');
  if (/t$/.test(word)) return word.replace(/t$/, 'en');
  return undefined;
}

/** The last word before a comma or the end, from `i` on: the verb of a clause that ends with it. */
function clauseEnd(tokens: readonly Token[], i: number): number {
  for (let j = i; j < tokens.length; j += 1) if (tokens[j].ends || j === tokens.length - 1) return j;
  return tokens.length - 1;
}

let relativeTokens: ReadonlySet<Token> = new Set();

export const germanGrammar: IdeaGrammar = {
  language: 'German',
  frames: [
    /^(?:(?:schreib|erzähl|erzähle)(?:e)?\s+(?:mir\s+)?)?(?:eine\s+)?(?:Geschichte|Märchen|Buch)\s+(?:über|von|wo|in der|mit)\s+/i,
  ],
  expand: (text) =>
    text
      .replace(/\bim\b/g, 'in dem')
      .replace(/\bam\b/g, 'an dem')
      .replace(/\bzum\b/g, 'zu dem')
      .replace(/\bzur\b/g, 'zu der')
      .replace(/\bvom\b/g, 'von dem')
      .replace(/\bbeim\b/g, 'bei dem')
      .replace(/\bins\b/g, 'in das')
      .replace(/\bans\b/g, 'an das'),
  prepare(tokens) {
    // 'der', 'die', 'das' right after a comma start a relative clause, not a noun phrase.
    relativeTokens = new Set(
      tokens.filter((token, i) => RELATIVES.has(token.plain) && i > 0 && tokens[i - 1].ends),
    );
  },
  determiner(token) {
    const article = ARTICLES[token.plain];
    if (article && !relativeTokens.has(token)) {
      const form = article.case;
      return {
        ...article,
        then: (gender: Gender, bare: string) =>
          `${DEFINITE[form][gender]} ${weakAdjectives(bare, weakEnding(form, gender))}`,
        // As the idea wrote it: a voice says it as a subject with `nominative`.
        ...(token.plain === 'einen' ? { first: (bare: string) => `einen ${bare}` } : {}),
      };
    }
    if (POSSESSIVES.test(token.plain)) return { definite: true, possessive: true };
    return undefined;
  },
  prepositions: set(PREPOSITIONS),
  placePrepositions: set('in an auf zu nach uber unter vor hinter neben bis'),
  recipientPrepositions: set('fur'),
  joiners: set(JOINERS),
  relatives: set(''),
  childWords: set('ich mich mein sohn tochter'),
  verbAt(tokens, i, afterSubject): FoundVerb | undefined {
    const token = tokens[i];
    // ', der ein Kätzchen rettet': a relative clause; its verb is last, the action's words between.
    if (relativeTokens.has(token)) {
      const end = clauseEnd(tokens, i + 1);
      const fear = tokens.slice(i + 1, end).findIndex((word) => word.plain === 'angst');
      if (fear >= 0) {
        // 'der Angst vor dem Dunkeln hat': told as courage, 'seine Angst vor dem Dunkeln besiegen'.
        return { infinitive: 'besiegen', length: 1, rest: { from: i + 1 + fear, to: end, subjectEnd: i } };
      }
      const infinitive = infinitiveOf(tokens[end]);
      return infinitive
        ? { infinitive, length: 1, rest: { from: i + 1, to: end, subjectEnd: i } }
        : undefined;
    }
    if (LITTLE.has(token.plain) || token.plain.length < 2) return undefined;
    // 'mit Mama einen Schneemann bauen': no verb before the infinitive that ends the idea; what it is done
    // with comes before it.
    if (i === tokens.length - 1 && i > 0 && /^\p{Ll}.*(?:en|eln|ern)$/u.test(token.text)) {
      return {
        infinitive: token.text,
        length: 1,
        rest: { from: 0, to: i, subjectEnd: 0 },
        subjectless: true,
      };
    }
    // After an article and its noun, with describing words between ('eine kleine Schildkröte will').
    const afterNoun = [2, 3, 4].some(
      (back) =>
        i >= back &&
        germanGrammar.determiner(tokens[i - back]) !== undefined &&
        tokens.slice(i - back + 1, i).every((word) => !LITTLE.has(word.plain) && !word.ends),
    );
    if (!(afterSubject || afterNoun) || !/t$|^(?:will|kann|muss|mochte|ist|hat)$/.test(token.plain)) {
      return undefined;
    }
    if (/^\p{Lu}/u.test(token.text) && !afterSubject) return undefined;
    // 'will ein Rennen gewinnen': the infinitive at the end is the action.
    if (MODALS.has(token.plain)) {
      const end = clauseEnd(tokens, i + 1);
      if (/en$/.test(tokens[end].plain)) {
        return {
          infinitive: tokens[end].text.toLowerCase(),
          length: 1,
          rest: { from: i + 1, to: end, subjectEnd: i },
        };
      }
    }
    const infinitive = infinitiveOf(token);
    return infinitive ? { infinitive, length: 1 } : undefined;
  },
  wordRole(tokens, i) {
    const token = tokens[i];
    const previous = tokens[i - 1];
    const capital = /^\p{Lu}/u.test(token.text);
    // 'und fliegt zum Mond': a second verb; 'Kuchen backen' at the clause's end: an infinitive.
    if (previous?.plain === 'und' && /t$/.test(token.plain) && !capital) return 'verb';
    if ((token.ends || i === tokens.length - 1) && /en$/.test(token.plain) && !capital) return 'verb';
    // 'seiner Oma Kuchen': two nouns with no article between are two phrases.
    if (capital && previous && /^\p{Lu}/u.test(previous.text) && !germanGrammar.determiner(previous))
      return 'starts';
    return undefined;
  },
  withArticle(bare, gender, plural, definite) {
    if (plural) return definite ? `die ${weakAdjectives(bare, 'en')}` : bare;
    if (definite) return `${DEFINITE.nom[gender]} ${weakAdjectives(bare, 'e')}`;
    return `${gender === 'f' ? 'eine' : 'ein'} ${bare}`;
  },
  // German plurals take too many forms to tell by the ending: a number or 'viele' before the noun says it.
  isPlural: (bare) => /^(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|viele|einige) /i.test(bare),
  genderOf(bare) {
    const head = bare.split(' ').at(-1)!.toLowerCase();
    if (NEUTER.test(head)) return 'n';
    if (MASCULINE_E.has(plainWord(head))) return 'm';
    return FEMININE.test(head) ? 'f' : 'm';
  },
  // The verb last; a second verb after 'und' goes to the infinitive at its own clause's end.
  infinitivePhrase(infinitive, rest) {
    const words = rest.split(' ').filter(Boolean);
    const and = words.findIndex((word, index) => word === 'und' && /t$/.test(words[index + 1] ?? ''));
    if (infinitive === 'besiegen') return ['seine', ...words, infinitive].join(' ');
    if (and < 0) return [...words, infinitive].join(' ');
    const second = words[and + 1];
    const plainSecond = second
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    const secondInfinitive = IRREGULAR[plainSecond] ?? second.replace(/et$/, 'en').replace(/t$/, 'en');
    return [...words.slice(0, and), infinitive, 'und', ...words.slice(and + 2), secondInfinitive].join(' ');
  },
  polish: (text) => germanPlanWords.polish(text),
};
