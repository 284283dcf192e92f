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
import { namesPattern, type Determiner, type FoundVerb, type IdeaGrammar, type Token } from '../idea-grammar';
import { knownPlural } from '../glossary';
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
// With the particles a verb leaves behind ('bringt ein Ei zurück'): they end a phrase, never are a thing.
const JOINERS =
  'und oder aber denn weil wenn als wie sehr nicht kein keine mehr schon auch noch sich zum zur zuruck weg heim los wieder';
const RELATIVES = set('der die das welcher welche welches');
/** A preposition and an article in one word, opened for reading. */
const CONTRACTIONS: Record<string, string> = {
  im: 'in dem',
  am: 'an dem',
  zum: 'zu dem',
  zur: 'zu der',
  vom: 'von dem',
  beim: 'bei dem',
  ins: 'in das',
  ans: 'an das',
};
const LITTLE = set(`${PREPOSITIONS} ${JOINERS}`);
const PREPOSITION_SET = set(PREPOSITIONS);
const NEUTER =
  /(?:chen|lein|ment|um|haus|zeug|hause|rennen|boot|auto|schiff|buch|bett|nest|feuer|wasser|licht|geschenk|rad|pferd|schwein|schaf|horn|ei|tier|land|schloss|lied|spiel|fest)$/i;
const FEMININE = /(?:ung|heit|keit|schaft|ei|in|ion|e|insel|burg|stadt|nacht|maus|blume)$/i;
const MASCULINE_E = set('drache hase junge affe lowe rabe kase name');

const plainWord = (word: string): string =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * A phrase in the accusative or the dative as the subject of a sentence: 'einen kleinen Drachen' -> 'ein
 * kleiner Drache', 'den Schneemann' -> 'der Schneemann', and with its gender 'dem kleinen Stern' -> 'der
 * kleine Stern', 'einem kleinen Boot' -> 'ein kleines Boot', 'der kleinen Katze' -> 'die kleine Katze'.
 * Without a gender a dative is taken for a masculine; other phrases are returned as they are.
 */
export function nominative(phrase: string, gender?: Gender): string {
  const found = /^(einen|den|dem|einem|der) (.+)$/.exec(phrase);
  // 'der' is a nominative already, unless it is a feminine dative ('der kleinen Katze').
  if (!found || (found[1] === 'der' && gender !== 'f')) return phrase;
  const [, article, rest] = found;
  const indefinite = article.startsWith('ein');
  const dative = article === 'dem' || article === 'einem';
  // The describing words' ending after the nominative's article: 'ein kleiner', 'ein kleines', 'der kleine'.
  const adjective = indefinite ? (dative && gender === 'n' ? 'es' : 'er') : 'e';
  const words = rest.split(' ');
  const nominal = words.map((word, i) => {
    if (i < words.length - 1) return /^\p{Ll}.*en$/u.test(word) ? word.replace(/en$/, adjective) : word;
    // A weak noun drops the -n the accusative or dative gave it ('den Drachen' -> 'der Drache').
    const plain = plainWord(word);
    return plain.endsWith('n') && MASCULINE_E.has(plain.slice(0, -1)) ? word.slice(0, -1) : word;
  });
  const definite = gender === 'f' && article === 'der' ? 'die' : dative && gender === 'n' ? 'das' : 'der';
  return `${indefinite ? 'ein' : definite} ${nominal.join(' ')}`;
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

/**
 * A definite phrase in the dative, from any case, for after 'zu' (the language's polish makes 'zu dem'
 * 'zum'): 'das Wolkenreich' -> 'dem Wolkenreich', 'den dunklen Wald' -> 'dem dunklen Wald', 'die Stadt' ->
 * 'der Stadt'. Plurals and other phrases are returned as they are.
 */
export function dative(phrase: string, gender: Gender, plural: boolean): string {
  const found = /^(der|die|das|den|dem) (.+)$/.exec(phrase);
  if (!found || plural) return phrase;
  return `${DEFINITE.dat[gender]} ${weakAdjectives(found[2], 'en')}`;
}

/** The ending of an adjective after a definite article (weak declension): 'der kleine', 'den kleinen'. */
const weakEnding = (form: 'nom' | 'acc' | 'dat' | 'any', gender: Gender): 'e' | 'en' =>
  form === 'dat' || (form === 'acc' && gender === 'm') ? 'en' : 'e';

/**
 * The describing words before the noun given the ending a definite article asks for: 'kleiner Roboter' ->
 * 'kleine Roboter' after 'der'. A word with no ending of its own ('lila') stays as it is.
 */
export function weakAdjectives(bare: string, ending: 'e' | 'en'): string {
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
  // 'segelt', 'wandert': 'segeln', 'wandern' (not 'spielt': 'spielen').
  if (/(?:[^aeiouäöü]el|er)t$/.test(word)) return word.replace(/t$/, 'n');
  if (/et$/.test(word)) return word.replace(/et$/, 'en');
  if (/t$/.test(word)) return word.replace(/t$/, 'en');
  return undefined;
}

/** The last word before a comma or the end, from `i` on: the verb of a clause that ends with it. */
function clauseEnd(tokens: readonly Token[], i: number): number {
  for (let j = i; j < tokens.length; j += 1) if (tokens[j].ends || j === tokens.length - 1) return j;
  return tokens.length - 1;
}

/** After an article and its noun, with describing words between ('eine kleine Schildkröte will'). */
const afterNounPhrase = (tokens: readonly Token[], i: number): boolean =>
  [2, 3, 4].some(
    (back) =>
      i >= back &&
      germanGrammar.determiner(tokens[i - back]) !== undefined &&
      tokens.slice(i - back + 1, i).every((word) => !LITTLE.has(word.plain) && !word.ends),
  );

/**
 * Second, after a subject the idea opens with and where it is ('ihr Flugdrachen in Türkis fliegt'): before
 * it only nouns, articles, prepositions and describing words.
 */
const secondAfterSubject = (tokens: readonly Token[], i: number): boolean =>
  i >= 2 &&
  germanGrammar.determiner(tokens[0]) !== undefined &&
  tokens
    .slice(1, i)
    .every(
      (word) =>
        !word.ends &&
        (/^\p{Lu}/u.test(word.text) ||
          PREPOSITION_SET.has(word.plain) ||
          germanGrammar.determiner(word) !== undefined ||
          /^\p{Ll}.*(?:e|en|er|es|em)$/u.test(word.text)),
    );

let relativeTokens: ReadonlySet<Token> = new Set();

export const germanGrammar: IdeaGrammar = {
  language: 'German',
  frames: [
    /^(?:(?:schreib|erzähl|erzähle)(?:e)?\s+(?:mir\s+)?)?(?:eine\s+)?(?:Geschichte|Märchen|Buch)\s+(?:über|von|wo|in der|mit)\s+/i,
  ],
  // Whole words only, umlauts being letters: 'zurück' is not 'zur' + 'ück'.
  expand: (text) =>
    text
      // All the rainbow's colours are one colour: 'in Regenbogenfarben', as 'in Türkis' (`withColours`).
      .replace(/ in allen Regenbogenfarben(?!\p{L})/giu, ' in Regenbogenfarben')
      .replace(/(?<!\p{L})(?:im|am|zum|zur|vom|beim|ins|ans)(?!\p{L})/gu, (word) => CONTRACTIONS[word]),
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
  prepositions: PREPOSITION_SET,
  placePrepositions: set('in an auf zu nach uber unter vor hinter neben bis'),
  recipientPrepositions: set('fur'),
  companionPrepositions: set('mit'),
  joiners: set(JOINERS),
  relatives: set(''),
  childWords: set('ich mich mein sohn tochter'),
  // 'Mayas Flugdrachen': the child's own, told as 'ihr Flugdrachen' ('ihre Katze', 'sein Boot').
  ofTheChild(text, child, names) {
    const named = namesPattern(names);
    if (!named) return text;
    return text.replace(
      new RegExp(`(^|\\s)(?:${named})s\\s+(\\p{Lu}\\p{L}*)`, 'gu'),
      (_, start: string, noun: string) => {
        const his = child === 'boy' ? 'sein' : 'ihr';
        return `${start}${his}${germanGrammar.genderOf(noun) === 'f' ? 'e' : ''} ${noun}`;
      },
    );
  },
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
    const afterNoun = afterNounPhrase(tokens, i) || secondAfterSubject(tokens, i);
    // Two who do it ('Maya und Biscuit suchen'): the verb's plural is its infinitive, never a capitalised noun.
    const plural =
      tokens.slice(0, i).some((word) => word.plain === 'und') && /^\p{Ll}.*(?:en|eln|ern)$/u.test(token.text);
    if (
      !(afterSubject || afterNoun) ||
      !(plural || /t$|^(?:will|kann|muss|mochte|ist|hat)$/.test(token.plain))
    ) {
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
    const infinitive = plural ? token.text : infinitiveOf(token);
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
  // German plurals take too many forms to tell by the ending: a number or 'viele' before the noun says it,
  // or, with no article at all, a noun the glossary knows only as its singular ('Sonnenblumen').
  isPlural: (bare, withoutArticle) =>
    /^(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|viele|einige) /i.test(bare) ||
    (withoutArticle === true && knownPlural(bare.split(' ').at(-1)!)),
  genderOf(bare) {
    const words = bare.split(' ');
    const head = words.at(-1)!.toLowerCase();
    // A describing word says it where no article did ('ein magisches Samenkorn', 'ein freundlicher Otter').
    const ending = words.length > 1 ? /(es|er)$/.exec(words[0])?.[1] : undefined;
    if (ending && /^\p{Ll}/u.test(words[0])) return ending === 'es' ? 'n' : 'm';
    // A kite ('Flugdrachen') is no diminutive: it is 'der'.
    if (/drachen$/.test(head)) return 'm';
    if (NEUTER.test(head)) return 'n';
    if (MASCULINE_E.has(plainWord(head))) return 'm';
    return FEMININE.test(head) ? 'f' : 'm';
  },
  // The verb last; a second verb after 'und' goes to the infinitive at its own clause's end; a relative
  // clause after its noun comes after the verb, behind a comma ('einen Stern finden, der vom Himmel fiel').
  infinitivePhrase(infinitive, rest) {
    // A relative clause ends with its verb, lowercase ('…, der eine Tür öffnet'); 'Oma den Kuchen' is none.
    const relative = /^(.*\p{Lu}\p{L}*) ((?:der|die|das|den|dem) .+ \p{Ll}+)$/u.exec(rest);
    if (relative) return `${germanGrammar.infinitivePhrase(infinitive, relative[1])}, ${relative[2]}`;
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
