/**
 * English ideas. compromise tags the idea (nouns, verbs, gerunds) and gives each verb's infinitive, so
 * "a robot learning to cook paella" is read as the robot and "learn to cook paella" without a word list.
 */
import nlp from 'compromise';
import { actionTypeOf, lookUp } from '../glossary';
import { COLOUR_WORDS, namesPattern, type FoundVerb, type IdeaGrammar, type Token } from '../idea-grammar';

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));

/** Verbs of wishing: the wish itself is the action ("wants to fly to the moon" -> "fly to the moon"). */
const WISHING = set('want wish hope dream long try plan decide need');
/** Verbs of liking: 'loves dancing' wishes to dance, 'loves football' to play it; to love is no wish. */
const LIKING = set('love like adore enjoy');
/** What one plays: 'a princess who loves football' wants to play football. */
const GAMES = set(
  'football soccer tennis basketball baseball hockey rugby cricket volleyball golf chess games music piano guitar violin drums',
);

let tags: string[][] = [];

/** Plurals without an -s: 'children', 'mice'. */
const IRREGULAR_PLURALS = set('children mice geese people sheep teeth feet men women');

interface Term {
  text: string;
  tags: string[];
}

/** compromise's tags for each token: its terms are matched back to our tokens by their text. */
function tagged(tokens: readonly Token[]): string[][] {
  const terms: Term[] = nlp(tokens.map((token) => token.text).join(' '))
    .json()
    .flatMap((sentence: { terms: Term[] }) => sentence.terms)
    .filter((term: Term) => term.text !== '');
  const result: string[][] = tokens.map(() => []);
  let next = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i].text === "'s") continue;
    const at = terms.findIndex(
      (term, index) => index >= next && term.text.replace(/['’]s$/i, '') === tokens[i].text,
    );
    if (at < 0) continue;
    result[i] = terms[at].tags;
    next = at + 1;
  }
  return result;
}

/** compromise reads a verb alone as a noun ('rescues'); after a pronoun it is a verb. */
function infinitiveOf(word: string): string {
  const infinitive =
    nlp(`he ${word}`).verbs().toInfinitive().text().trim() ||
    nlp(word).verbs().toInfinitive().text().trim() ||
    gerundStem(word);
  return infinitive.toLowerCase();
}

/**
 * A gerund's verb where compromise has none ('moving' -> 'move', 'hopping' -> 'hop'); any other word as
 * it is.
 */
function gerundStem(word: string): string {
  const stem = /^(\p{L}{2,})ing$/iu.exec(word)?.[1];
  if (!stem) return word;
  if (/([b-df-hj-np-tv-z])\1$/i.test(stem) && !/(?:ll|ss|zz)$/i.test(stem)) return stem.slice(0, -1);
  return /[^aeiou][aeiou][b-df-hj-np-tvz]$/i.test(stem) ? `${stem}e` : stem;
}

/** What leaves are ('autumn leaves', 'crunchy leaves'): then 'leaves' is a noun, not someone leaving. */
const LEAF_WORDS = set(
  'autumn fall golden red orange yellow brown crunchy crispy dry fallen falling maple oak green big many',
);

const OBJECT_STARTS = set('a an the his her their its my some');

/**
 * 'a firefighter puppy rescues a kitten': compromise takes 'rescues' for a plural noun after 'puppy'. A word in
 * -s after a noun and before an article, whose stem is a verb of the plots, is the verb.
 */
function actsOn(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index].plain;
  if (index === 0 || !/s$/.test(word) || !OBJECT_STARTS.has(tokens[index + 1]?.plain ?? '')) return false;
  if (!(tags[index - 1] ?? []).includes('Noun')) return false;
  const stem = word.replace(/(?<=(?:ch|sh|ss|x))es$|s$/, '');
  return actionTypeOf(stem) !== 'other';
}

const isVerb = (tokens: readonly Token[], index: number): boolean => {
  const own = tags[index] ?? [];
  if (tokens[index].plain === 'leaves' && LEAF_WORDS.has(tokens[index - 1]?.plain ?? '')) return false;
  // 'a robot learning to cook': a gerund compromise took for a noun, told by what follows it; so is one
  // opening the idea before a name ('visiting Grandpa on his farm', 'helping Leo').
  // Opening the idea before a thing ('cooking pancakes with Dad'), it is the action too; before a
  // character it describes them ('dancing dinosaurs').
  const next = tokens[index + 1];
  const gerund =
    /ing$/.test(tokens[index].plain) &&
    (['to', 'a', 'an', 'the', 'with', 'how'].includes(next?.plain ?? '') ||
      (index === 0 && /^\p{Lu}/u.test(next?.text ?? '')) ||
      (index === 0 && next !== undefined && lookUp(next.plain)?.kind === 'thing'));
  if (
    !gerund &&
    !actsOn(tokens, index) &&
    (!own.includes('Verb') || own.includes('Auxiliary') || own.includes('Modal'))
  )
    return false;
  // 'a big teal kite', 'her rainbow kite': a thing the glossary knows, in the phrase an article opened with
  // only unknown words or colours since (compromise takes 'teal' for the noun and 'kite' for its verb), is
  // the phrase's noun.
  if (lookUp(tokens[index].plain)?.kind === 'thing') {
    const opened = tokens
      .slice(Math.max(0, index - 3), index)
      .findLastIndex((t) => OBJECT_STARTS.has(t.plain));
    const from = Math.max(0, index - 3) + opened;
    const describing = (t: Token) => !lookUp(t.plain) || COLOUR_WORDS.has(t.plain);
    if (opened >= 0 && tokens.slice(from + 1, index).every(describing)) return false;
  }
  // 'cooking pancakes': what a verb is done to, compromise's verb tag notwithstanding, when the glossary
  // knows it as a thing.
  const before = tokens[index - 1];
  if (
    before &&
    (/ing$/.test(before.plain) || (tags[index - 1] ?? []).includes('Verb')) &&
    lookUp(tokens[index].plain)?.kind === 'thing'
  )
    return false;
  // The words after a possessive ('the keeper's lost key') name what is owned, up to the next little word.
  for (let back = index - 1; back >= 0; back -= 1) {
    if (tokens[back].text === "'s") return false;
    if (PHRASE_ENDS.has(tokens[back].plain) || tokens[back].ends) break;
  }
  return true;
};

const COPULA = set('is are am was were');

/**
 * 'is too tired to climb the hill': the wish is the verb after 'to'. 'is shy': a feeling to get past, told
 * as 'stop being shy'.
 */
function stateAt(tokens: readonly Token[], i: number): FoundVerb | undefined {
  let at = i + 1;
  // 'is not afraid of thunder anymore': the wish is the same, to stop being afraid.
  const negated = ['not', 'no', 'never'].includes(tokens[at]?.plain ?? '');
  if (negated) at += 1;
  for (let more = 0; more < 3 && DEGREE_WORDS.has(tokens[at]?.plain ?? ''); more += 1) at += 1;
  const describing = tokens[at];
  if (!describing) return undefined;
  // 'are falling', 'is baking a cake': something they do, no state to get past.
  if (at === i + 1 && /ing$/.test(describing.plain) && (tags[at] ?? []).includes('Gerund')) {
    return { infinitive: infinitiveOf(describing.text), length: 2 };
  }
  // 'is a firefighter': who they are, no feeling to get past ('a little shy', whose 'a little' is passed, is one).
  if (['a', 'an'].includes(tokens[at - 1]?.plain ?? '') && at - 1 > i) return undefined;
  if (tokens[at + 1]?.plain === 'to' && tokens[at + 2]) {
    // 'too tired to climb': the tiredness is what stands in the way of the climb.
    const too = tokens.slice(i + 1, at).some((token) => token.plain === 'too');
    return {
      infinitive: infinitiveOf(tokens[at + 2].text),
      length: at + 3 - i,
      ...(too && TROUBLES.has(describing.plain) ? { trouble: describing.text.toLowerCase() } : {}),
    };
  }
  // A fear in the idea is told as courage: 'is afraid of the dark' -> 'feel brave about the dark'.
  if (/^(?:afraid|scared|frightened)$/.test(describing.plain) && tokens[at + 1]?.plain === 'of') {
    return { infinitive: 'feel brave about', length: at + 2 - i };
  }
  // Only a trouble is something to stop being: 'is amazing at dancing' is no wish to be less amazing; 'is not
  // very brave' wishes to be brave.
  if (!TROUBLES.has(describing.plain)) return negated ? { infinitive: 'be', length: at - i } : undefined;
  return { infinitive: 'stop being', length: at - i };
}

/** Words before a state that say how much or how often: 'a little', 'always', 'really'. */
const DEGREE_WORDS = set('too very so a little bit always really quite still sometimes often');

/** States a child's story can be about getting past ('is shy' -> 'stop being shy'). */
const TROUBLES = set(
  'shy sad lonely grumpy angry cross scared afraid frightened nervous worried bored sick ill lost hungry thirsty cold tired sleepy jealous clumsy messy noisy grouchy upset unhappy stuck different tiny small slow invisible',
);

const PHRASE_ENDS = set('in on at to into from of for with and or but who that which where when by');

/** A second verb of the action ('builds a rocket and flies to the moon') goes to the infinitive too. */
function andVerbsToInfinitive(rest: string): string {
  const words = rest.split(' ');
  return words
    .map((word, index) => {
      if (words[index - 1] !== 'and') return word;
      const tags = nlp(`he ${word}`).json()[0]?.terms?.[1]?.tags ?? [];
      return tags.includes('PresentTense') ? infinitiveOf(word) : word;
    })
    .join(' ');
}

/** A family word said as a name: no article, possessive or other word of its own before it. */
const FAMILY_WORD_AS_NAME =
  /(?<!\b(?:a|an|the|my|your|his|her|its|our|their|this|that|every|some|no|[\p{L}]+['’]s)\s+)\b(?:grand(?:ma|pa|mother|father|ad|dad)|granny|gran|nana|nanna|mum|mummy|mom|mommy|dad|daddy)\b(?![\p{L}'’](?!s\b))/giu;

/** Phrases that say how far or how long ('floats all the way up'), word by word. */
const ADVERBIALS = [
  ['all', 'the', 'way'],
  ['all', 'day', 'long'],
  ['all', 'night', 'long'],
  ['all', 'day'],
  ['all', 'night'],
];

/** Whether the word at `i` is part of one of the `ADVERBIALS`. */
function inAdverbial(tokens: readonly Token[], i: number): boolean {
  return ADVERBIALS.some((words) =>
    words.some((_, at) => words.every((word, k) => tokens[i - at + k]?.plain === word)),
  );
}

export const englishGrammar: IdeaGrammar = {
  language: 'English',
  frames: [
    /^(?:please\s+)?(?:(?:write|tell|make|create)\s+(?:me\s+|us\s+)?)?(?:a|an|the)?\s*(?:bedtime\s+)?(?:story|tale|book)\s+(?:about|of|where|in which|when|with)\s+/i,
  ],
  determiner(token) {
    switch (token.plain) {
      case 'a':
      case 'an':
        return { definite: false };
      case 'the':
        return { definite: true };
      case "'s":
        return { definite: true, possessive: true, owner: true };
      case 'some':
        return { definite: false, plural: true };
      case 'his':
      case 'her':
      case 'their':
      case 'its':
      case 'our':
      case 'your':
        return { definite: true, possessive: true };
      default:
        return undefined;
    }
  },
  prepositions: set(
    'in on at to into onto from of for about under over behind beside near through across around up down inside outside with without by after before past along than',
  ),
  placePrepositions: set('in on at to into onto inside under over across through behind near'),
  recipientPrepositions: set('for'),
  companionPrepositions: set('with'),
  measures: {
    words: set(
      'pile piles heap heaps lot lots bunch bunches bag bags box boxes basket baskets bowl bowls cup cups jar jars slice slices piece pieces bucket buckets handful handfuls stack stacks plate plates glass glasses bottle bottles',
    ),
    of: 'of',
  },
  joiners: set(
    "anymore again and or but so because while when then who that which where whose s ' is are was be has have had not no",
  ),
  relatives: set('who that which'),
  childWords: set('i me myself son daughter'),
  // 'with grandpa': a family word with nothing before it is how the child calls them, a name ('Grandpa').
  expand: (text) =>
    text.replace(FAMILY_WORD_AS_NAME, (word: string) => word.charAt(0).toUpperCase() + word.slice(1)),
  prepare(tokens) {
    tags = tagged(tokens);
  },
  verbAt(tokens, i, afterSubject): FoundVerb | undefined {
    if (COPULA.has(tokens[i].plain)) return stateAt(tokens, i);
    // Right after its subject a word compromise took for a noun may still be the verb ('Biscuit search for').
    const asVerb =
      afterSubject && (nlp(`they ${tokens[i].text}`).json()[0]?.terms?.[1]?.tags ?? []).includes('Verb');
    if (!isVerb(tokens, i) && !asVerb) return undefined;
    const infinitive = infinitiveOf(tokens[i].text);
    // "wants to fly", "tries to find": the wish's verb is the action.
    if (WISHING.has(infinitive) && tokens[i + 1]?.plain === 'to' && tokens[i + 2]) {
      return { infinitive: infinitiveOf(tokens[i + 2].text), length: 3 };
    }
    // "loves dancing": to dance; "loves football": to play football.
    if (LIKING.has(infinitive) && /\p{L}{2,}ing$/u.test(tokens[i + 1]?.plain ?? '')) {
      return { infinitive: infinitiveOf(tokens[i + 1].text), length: 2 };
    }
    if (LIKING.has(infinitive) && GAMES.has(tokens[i + 1]?.plain ?? ''))
      return { infinitive: 'play', length: 1 };
    return { infinitive, length: 1 };
  },
  wordRole(tokens, i) {
    // 'all the way', 'all day long' say how far or how long, and name nothing to draw or do.
    if (inAdverbial(tokens, i)) return 'verb';
    const own = tags[i] ?? [];
    if (own.includes('Noun') || own.includes('ProperNoun')) return undefined;
    if (isVerb(tokens, i) || (own.includes('Infinitive') && tokens[i - 1]?.plain === 'to')) return 'verb';
    return own.includes('Adjective') || own.includes('Adverb') ? 'modifier' : undefined;
  },
  withArticle(bare, _gender, plural, definite) {
    if (definite) return `the ${bare}`;
    if (plural) return bare;
    return `${/^[aeiou]/i.test(bare) && !/^(?:uni|use|eu|one)/i.test(bare) ? 'an' : 'a'} ${bare}`;
  },
  genderOf: () => 'n',
  isPlural(bare) {
    // 'a bunch of balloons' is one bunch: the head of a measure's phrase is the measure.
    const words = bare.split(' ');
    const of = words.indexOf('of');
    const head = (of > 0 ? words[of - 1] : words.at(-1)!).toLowerCase();
    if (IRREGULAR_PLURALS.has(head)) return true;
    if (!/[^su]s$/.test(head) || /(?:ss|us|is)$/.test(head)) return false;
    // A known word's plural: its singular is known too ('dinosaurs', 'fairies', 'foxes').
    const singulars = [head.replace(/ies$/, 'y'), head.replace(/es$/, ''), head.slice(0, -1)];
    return singulars.some((singular) => singular !== head && lookUp(singular, 'English') !== undefined);
  },
  ofTheChild: (text, child, names) => {
    const owner = child === 'girl' ? 'her' : child === 'boy' ? 'his' : 'their';
    const named = namesPattern(names);
    const owned = named
      ? text.replace(new RegExp(`(^|\\s)(?:${named})['’]s(?=\\s)`, 'giu'), `$1${owner}`)
      : text;
    // A bare 'first …' opening the idea is the child's first: 'first day at school'.
    return owned.replace(/\bmy\b/gi, owner).replace(/^first\b/i, `${owner} first`);
  },
  infinitivePhrase: (infinitive, rest) =>
    `${infinitive}${rest ? ` ${andVerbsToInfinitive(rest.replace(/\s*\b(?:any ?more|again|any longer)$/i, ''))}` : ''}`,
  polish: (text) => text.replace(/\ba ([aeiou])(?!ni|se|u)/gi, (_, vowel: string) => `an ${vowel}`),
};
