/**
 * Reads an idea the way a parent writes it: "a firefighter puppy who rescues a kitten from a tree",
 * "un robot que aprende a cocinar paella con su abuela", "ein Igel sucht ein Zuhause". The language's grammar
 * (idea-grammar.ts) finds the verb; the words before it are who the idea is about, the words after it what
 * they want or must do; noun phrases are cut at articles, prepositions and joining words, and each is looked
 * up in the glossary to know whether it is a character, a thing or a place. Nothing is replaced: a word the
 * glossary does not know stays as written and is taken for a thing.
 */
import { CITIES, COLOURS, type ColourKey, type RoleKey } from '../lexicon';
import { plainText } from '../recognise';
import { ACTION_ENGLISH, actionTypeOf, isPlanting, lookUp } from './glossary';
import { COLOUR_WORDS, type Determiner, type IdeaGrammar, type Token } from './idea-grammar';
import type { IdeaAction, IdeaPart, IdeaReading } from './idea-reading';
import { rewritePossessiveClause } from './possessive-clauses';

/** Longer ideas are cut here: the story cannot carry a paragraph, and no phrase should run on. */
const MAX_IDEA_LENGTH = 300;
/** Words in a noun phrase at most: longer runs are a clause the reader did not understand. */
const MAX_PHRASE_WORDS = 5;
/** Words of the action a sentence carries at most: a long idea's first clause is the want, the rest colour. */
const MAX_ACTION_WORDS = 12;

/** The action's words, cut after a comma or before a joining word when the idea runs on. */
function actionWords(rest: readonly Token[], grammar: IdeaGrammar): Token[] {
  if (rest.length <= MAX_ACTION_WORDS) return [...rest];
  let cut = MAX_ACTION_WORDS;
  for (let i = MAX_ACTION_WORDS - 1; i >= 3; i -= 1) {
    if (rest[i].ends) {
      cut = i + 1;
      break;
    }
    if (grammar.joiners.has(rest[i].plain) || grammar.relatives.has(rest[i].plain)) {
      cut = i;
      break;
    }
  }
  return rest.slice(0, nameEnd(rest, cut));
}

/** Where a cut ends once the name it falls in is whole ('na Baía do Sol' lost its 'Sol'). */
function nameEnd(rest: readonly Token[], cut: number): number {
  const capital = (i: number) => /^\p{Lu}/u.test(rest[i]?.text ?? '');
  // A capital within three words before the cut starts a name the cut may fall in; its little words ('de
  // o') and capitals go on for up to three words more.
  if (![1, 2, 3].some((back) => capital(cut - back))) return cut;
  let end = cut;
  for (let i = cut; i < Math.min(rest.length, cut + 3); i += 1) if (capital(i)) end = i + 1;
  return end;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Elided articles and prepositions (l'arbre, dell'albero, un'isola, d'or) are words of their own.
  const spaced = text.replace(/(\p{L}+['’])(?=\p{L})/gu, (match, head: string) =>
    /^(?:l|d|un|dell|dall|nell|sull|all|qu|j|m|t|s|c|n|jusqu|lorsqu|puisqu)['’]$/i.test(head)
      ? `${head} `
      : match,
  );
  for (const raw of spaced.split(/\s+/)) {
    const core = raw.replace(/^[^\p{L}\p{N}'’]+|[^\p{L}\p{N}'’]+$/gu, '');
    if (!core) {
      if (tokens.length && /[.,;:!?()]/.test(raw)) tokens[tokens.length - 1].ends = true;
      continue;
    }
    const owner = /^(.+?)['’]s$/u.exec(core);
    if (owner && !/^(?:l|d|qu|c|j|m|n|s|t)$/i.test(owner[1])) {
      // English 's: the owner, then the possessive that starts the owned phrase.
      tokens.push(
        { text: owner[1], plain: plainText(owner[1]), ends: false },
        { text: "'s", plain: "'s", ends: false },
      );
      continue;
    }
    const elided = /['’]$/.test(core);
    tokens.push({
      text: core.replace(/’/g, "'"),
      plain: elided ? `${plainText(core)}'` : plainText(core),
      ends: /[.,;:!?()«»"“”]$/.test(raw.slice(raw.lastIndexOf(core) + core.length)),
    });
  }
  return tokens;
}

/** A name of the child's own people and pets; a relative's role makes them someone the idea can bring along. */
export interface KnownName {
  name: string;
  role?: RoleKey;
}

/** Roles said of a woman: the part's gender, for the articles and agreements the voices make. */
const WOMEN: ReadonlySet<RoleKey> = new Set(['mother', 'grandmother', 'sister', 'aunt']);

interface Phrase {
  tokens: Token[];
  /** One of the child's family, named as the child calls them ('with Mama'). */
  family?: KnownName & { role: RoleKey };
  /** The phrase that owns this one ('the keeper' of "the keeper's key"). */
  owner?: Phrase;
  determiner?: { token: Token; info: Determiner };
  /** The preposition before it, if any. */
  preposition?: string;
  /** Its text as written, with the determiner: 'a kitten', "l'arbre". */
  written: string;
}

const joinTokens = (tokens: readonly Token[]): string =>
  tokens
    .map((token) => token.text)
    .join(' ')
    .replace(/' /g, "'");

/**
 * Cuts a run of tokens into noun phrases at little words and verbs. `all` is the whole idea and `from` where
 * the run starts in it, for the grammar's look at a word's neighbours.
 */
function phrasesIn(
  all: readonly Token[],
  from: number,
  to: number,
  grammar: IdeaGrammar,
  skip: (token: Token) => boolean,
  familyOf: (token: Token) => Phrase['family'] = () => undefined,
): Phrase[] {
  const tokens = all.slice(from, to);
  const phrases: Phrase[] = [];
  let current: Phrase | undefined;
  let preposition: string | undefined;
  const close = () => {
    if (current && current.tokens.length > 0) {
      current.written = current.owner
        ? `${current.owner.written}'s ${joinTokens(current.tokens)}`
        : joinTokens([...(current.determiner ? [current.determiner.token] : []), ...current.tokens]);
      phrases.push(current);
    }
    current = undefined;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    const family = familyOf(token);
    if (family) {
      // A phrase of its own: 'Mama', as the child calls her.
      close();
      phrases.push({ tokens: [token], family, preposition, written: token.text });
      preposition = undefined;
      continue;
    }
    const info = grammar.determiner(token, tokens[i + 1]);
    const article = current?.tokens.length === 0 ? current.determiner : undefined;
    const joined =
      compoundJoin(grammar, current, tokens, i) ||
      (measureJoin(grammar, current, token, tokens[i + 1], tokens[i + 2]) ? 1 : 0);
    if (joined > 0) {
      // 'piles of leaves', 'fête d'anniversaire', 'caça a o tesouro' (before articles: Portuguese's 'a' is one).
      current!.tokens.push(...tokens.slice(i, i + joined));
      i += joined - 1;
    } else if (info?.possessive && current && article) {
      // 'la sua corona', 'o seu cão': the article before a possessive is part of it, on every mention.
      current.determiner = { token: joinedToken(article.token, token), info };
    } else if (info) {
      close();
      const owner = info.owner ? phrases.at(-1) : undefined;
      current = { tokens: [], determiner: { token, info }, preposition, owner, written: '' };
      preposition = undefined;
    } else if (grammar.prepositions.has(token.plain)) {
      close();
      preposition = token.plain;
    } else if (
      grammar.joiners.has(token.plain) ||
      grammar.relatives.has(token.plain) ||
      /^\d+$/.test(token.plain) ||
      skip(token) ||
      grammar.wordRole?.(all, from + i) === 'verb'
    ) {
      close();
      preposition = undefined;
    } else if (current && current.tokens.length > 0 && grammar.wordRole?.(all, from + i) === 'starts') {
      close();
      current = { tokens: [token], preposition: undefined, written: '' };
    } else if (!current && grammar.wordRole?.(all, from + i) === 'modifier') {
      // 'afraid', 'very': a describing word with no noun phrase around it.
    } else {
      current ??= { tokens: [], preposition, written: '' };
      preposition = undefined;
      if (current.tokens.length < MAX_PHRASE_WORDS) current.tokens.push(token);
    }
    if (token.ends) {
      close();
      preposition = undefined;
    }
  }
  close();
  return phrases;
}

/** Two words read as one ('la sua'). */
const joinedToken = (first: Token, second: Token): Token => ({
  ...second,
  text: `${first.text} ${second.text}`,
  plain: `${first.plain} ${second.plain}`,
});

/** 'piles' + 'of' + 'leaves': the `of` after a word of measure joins the noun after it to the phrase. */
function measureJoin(
  grammar: IdeaGrammar,
  current: Phrase | undefined,
  token: Token,
  next: Token | undefined,
  after: Token | undefined,
): boolean {
  const measures = grammar.measures;
  const last = current?.tokens.at(-1);
  return (
    !!measures &&
    !!last &&
    !!next &&
    token.plain === measures.of &&
    measures.words.has(last.plain) &&
    !grammar.determiner(next, after) &&
    !grammar.prepositions.has(next.plain)
  );
}

const capitalised = (token: Token) => /^\p{Lu}/u.test(token.text);

/**
 * A noun that takes its complement along, at its link ('fête' + 'd'' + 'anniversaire', see `compounds`): how
 * many tokens join it from `i` (the link, an article, the noun), or 0.
 */
function compoundJoin(
  grammar: IdeaGrammar,
  current: Phrase | undefined,
  tokens: readonly Token[],
  i: number,
): number {
  const compounds = grammar.compounds;
  const last = current?.tokens.at(-1);
  if (!compounds || !last || last.ends) return 0;
  if (!compounds.links.has(tokens[i].plain) || tokens[i].ends) return 0;
  const article = tokens[i + 1] && grammar.determiner(tokens[i + 1], tokens[i + 2]) ? 1 : 0;
  const noun = tokens[i + 1 + article];
  // A place's name of two names ('le Royaume des Nuages', 'la Isla del Tesoro'): an article between them,
  // so that someone's own ('le chat de Maya', 'Papa de Lucas') stays theirs.
  const named = article === 1 && capitalised(last) && noun !== undefined && capitalised(noun);
  if (!named && !compounds.heads.has(last.plain)) return 0;
  const joins =
    noun !== undefined &&
    !grammar.prepositions.has(noun.plain) &&
    !grammar.joiners.has(noun.plain) &&
    lookUp(noun.text, grammar.language, grammar.headFirst)?.kind !== 'place';
  return joins ? 2 + article : 0;
}

/** Someone of the child's family by the name the family calls them ('Mama', the mother). */
export function familyPart(name: string, role: RoleKey): IdeaPart {
  return {
    written: name,
    bare: name,
    first: name,
    then: name,
    gender: WOMEN.has(role) ? 'f' : 'm',
    plural: false,
    english: `${name.toLowerCase()} (${role})`,
    kind: 'person',
  };
}

function partOf(phrase: Phrase, grammar: IdeaGrammar): IdeaPart {
  const bare = joinTokens(phrase.tokens);
  if (phrase.family) return familyPart(phrase.family.name, phrase.family.role);
  const info = phrase.determiner?.info;
  if (phrase.owner) {
    const owner = partOf(phrase.owner, grammar);
    const owned = partOf({ ...phrase, owner: undefined, determiner: undefined }, grammar);
    const then = `${owner.then}'s ${bare}`;
    return { ...owned, written: phrase.written, first: then, then };
  }
  const gender = info?.gender ?? grammar.genderOf(bare);
  const plural = info?.plural ?? grammar.isPlural?.(bare, !phrase.determiner) ?? false;
  const known = lookUp(bare, grammar.language, grammar.headFirst);
  const keep = info?.possessive || (info?.definite && /^\p{Lu}/u.test(bare));
  const first =
    info && (info.definite || info.possessive)
      ? phrase.written
      : (info?.first?.(bare) ?? grammar.withArticle(bare, gender, plural, false));
  const then = keep
    ? phrase.written
    : info?.then
      ? info.then(gender, bare)
      : grammar.withArticle(bare, gender, plural, true);
  const startsWithCapital = /^\p{Lu}/u.test(bare) && grammar.language !== 'German';
  // The glossary knows no colours: 'son cerf-volant turquoise' is drawn teal.
  const colour = phrase.tokens.map(colourOf).find(Boolean);
  const translated = englishOf(bare, grammar) ?? bare;
  const town = known?.kind === 'place' && known.english in CITIES;
  return {
    written: phrase.written,
    bare,
    first: phrase.determiner ? first : bare,
    // 'dinosaurs' first, 'the dinosaurs' after.
    then: phrase.determiner ? then : plural ? grammar.withArticle(bare, gender, true, true) : bare,
    gender,
    plural,
    // An English idea's own words draw best, with the glossary's word for what it is when that says more
    // ('firefighter puppy (dog)'); another language's phrase is drawn from the glossary's English.
    english:
      grammar.language !== 'English'
        ? colour && !translated.includes(colour)
          ? phrase.tokens.length === 1
            ? colour
            : `${colour} ${translated}`
          : translated
        : town
          ? bare
          : known && !bare.toLowerCase().includes(known.english)
            ? `${bare.toLowerCase()} (${known.english})`
            : bare.toLowerCase(),
    // A capitalised name nobody knows ('Rosie') is someone; in German every noun is capitalised.
    kind: known?.kind ?? (startsWithCapital && !phrase.determiner ? 'person' : 'thing'),
    ...(info?.possessive ? { possessive: true } : {}),
    ...(town ? { town } : {}),
  };
}

const ANIMATE = new Set(['animal', 'person', 'creature']);

/**
 * Verbs of dying and killing, in the six languages, are never what a lead wants: "a girl whose goldfish dies"
 * is not a girl who wants to die. The reader passes over them (the idea's people and things stay), and the
 * story is told around what else the idea says.
 */
const NEVER_A_WANT = new Set([
  'die',
  'kill',
  'morir',
  'matar',
  'mourir',
  'tuer',
  'sterben',
  'toeten',
  'morire',
  'uccidere',
  'morrer',
]);

/** Verbs of losing, in the six languages: the story is then about finding the thing again. */
const LOSING = new Set(['lose', 'perder', 'perdre', 'verlieren', 'perdere']);
/** A tooth lost is a milestone, not a thing to find: 'loses her first tooth' stays as the parent wrote it. */
const TOOTH = /(?:^|\s)(?:tooth|teeth|dientes?|dents?|zahn|zähne|milchzahn|denti|dentes?)(?=\s|$)/iu;

/**
 * A phrase in English as near as the glossary gets: its head noun, with the words the glossary knows before
 * it ('cachorro bombero' -> 'firefighter dog'); undefined when the head is unknown.
 */
function englishOf(bare: string, grammar: IdeaGrammar): string | undefined {
  const words = bare.split(' ');
  const head = grammar.headFirst ? words[0] : words[words.length - 1];
  const headEnglish = lookUp(head, grammar.language)?.english;
  if (!headEnglish) return lookUp(bare, grammar.language, grammar.headFirst)?.english;
  const others = (grammar.headFirst ? words.slice(1) : words.slice(0, -1))
    .map((word) => lookUp(word, grammar.language)?.english)
    .filter((english): english is string => Boolean(english) && english !== headEnglish);
  return [...others, headEnglish].join(' ');
}

/** The colour a word names ('türkis': teal), in the lexicon's English. */
function colourOf(token: Token): ColourKey | undefined {
  if (!COLOUR_WORDS.has(token.plain)) return undefined;
  return (Object.keys(COLOURS) as ColourKey[]).find((key) =>
    COLOURS[key].match.split('|').includes(token.plain),
  );
}

/** The colour a phrase is, when it is nothing but a colour ('Türkis'). */
const colourOnly = (phrase: Phrase): ColourKey | undefined =>
  phrase.determiner || phrase.tokens.length !== 1 ? undefined : colourOf(phrase.tokens[0]);

/**
 * A colour after a preposition describes the part before it ('Mayas Flugdrachen in Türkis', 'a dress in
 * red'): the part is drawn in that colour, and the colour is no thing of its own to find or reach.
 */
function withColours<Entry extends { phrase: Phrase; part: IdeaPart }>(entries: Entry[]): Entry[] {
  const kept: Entry[] = [];
  for (const entry of entries) {
    const previous = kept.at(-1);
    const colour = entry.phrase.preposition ? colourOnly(entry.phrase) : undefined;
    if (previous && colour) {
      previous.part = { ...previous.part, english: `${colour} ${previous.part.english}` };
    } else kept.push(entry);
  }
  return kept;
}

/**
 * What the action is done to: the first of its words, or where they come before the verb (German), the
 * first without a preposition ('mit Mama einen Schneemann bauen': the snowman, not Mama); never whom the
 * child takes along when more follows ('goes with Dad to the forest': the forest, and Dad goes too), nor
 * what a journey goes in ('mit einem Heißluftballon ins Wolkenreich fliegen': the Cloud Kingdom).
 */
function objectOf(
  grammar: IdeaGrammar,
  after: ReadonlyArray<{ phrase: Phrase; part: IdeaPart }>,
  { cast, travels, verbLast }: { cast: readonly IdeaPart[]; travels: boolean; verbLast: boolean },
): IdeaPart | undefined {
  const along = ({ phrase, part }: (typeof after)[number]) =>
    phrase.preposition !== undefined &&
    grammar.companionPrepositions.has(phrase.preposition) &&
    (cast.includes(part) || travels);
  const first =
    (verbLast ? after.find(({ phrase }) => !phrase.preposition) : undefined) ??
    after.find((entry) => !along(entry)) ??
    after[0];
  return first?.part;
}

/**
 * The subject: the last phrase before the verb ('the day the fire engine came': the fire engine), or whoever
 * acts beside the child ('Maya and her teddy bear fly': the teddy bear is one of the cast).
 */
function subjectOf<Part extends { phrase: Phrase }>(parts: readonly Part[], before: readonly Phrase[]) {
  return parts.filter(({ phrase }) => before.includes(phrase) && !phrase.preposition).at(-1);
}

/** The idea opens with the child (or someone known) and 'and': two who act together. */
const together = (grammar: IdeaGrammar, tokens: readonly Token[], isKnown: (token: Token) => boolean) =>
  tokens.length > 3 && isKnown(tokens[0]) && grammar.joiners.has(tokens[1].plain);

/**
 * The idea's first verb past the names and determiners, and the verbs passed over as never a want (their
 * words are not read as things either).
 */
function findVerb(grammar: IdeaGrammar, tokens: Token[], isKnown: (token: Token) => boolean) {
  let verbIndex = -1;
  let verb: ReturnType<IdeaGrammar['verbAt']>;
  const passedOver = new Set<Token>();
  // 'Maya and her teddy bear fly to the moon': after the child and 'and', the subject's last word is the one
  // before a word that a preposition or an article follows ('fly' there, where a tagger reads 'bear fly' as
  // one), never a describing word ('her big red kite in the park' has no verb).
  const both = together(grammar, tokens, isKnown);
  const little = (token: Token | undefined) =>
    token !== undefined &&
    (grammar.prepositions.has(token.plain) || grammar.determiner(token, undefined) !== undefined);
  // Someone by a name nobody knows ('Sofía rescata un gatito'): the lowercase word after it is their verb,
  // not a describing word after a noun. German writes every noun with a capital, so names tell nothing there.
  const named = (token: Token) =>
    grammar.language !== 'German' &&
    /^\p{Lu}/u.test(token.text) &&
    !grammar.determiner(token, undefined) &&
    !lookUp(token.plain, grammar.language);
  for (let i = 0; i < tokens.length && verbIndex < 0; i += 1) {
    // A verb comes right after a relative pronoun, or after the names it is about ('Maya and Biscuit search').
    const afterRelative =
      (i > 0 && (grammar.relatives.has(tokens[i - 1].plain) || isKnown(tokens[i - 1]))) ||
      (i > 0 && named(tokens[i - 1]) && /^\p{Ll}/u.test(tokens[i].text)) ||
      (both &&
        i >= 4 &&
        little(tokens[i + 1]) &&
        !little(tokens[i - 1]) &&
        grammar.wordRole?.(tokens, i - 1) !== 'modifier');
    if (grammar.determiner(tokens[i], tokens[i + 1]) || isKnown(tokens[i])) continue;
    // A capital inside the idea starts a name ('la Lua Prateada', 'the Silver Moon'), never a verb; German
    // writes every noun so, and its verbs never.
    if (i > 0 && grammar.language !== 'German' && /^\p{Lu}/u.test(tokens[i].text)) continue;
    verb = grammar.verbAt(tokens, i, afterRelative);
    if (verb && NEVER_A_WANT.has(plainText(verb.infinitive))) {
      for (const token of tokens.slice(i, i + verb.length)) passedOver.add(token);
      verb = undefined;
    } else if (verb) verbIndex = i;
  }
  return { verb, verbIndex, passedOver };
}

/** The idea's action: its verb and the words after it, with the parts it names said as they are by then. */
function actionOf(
  grammar: IdeaGrammar,
  verb: NonNullable<ReturnType<IdeaGrammar['verbAt']>>,
  verbTokens: Token[],
  restKept: Token[],
  { cast, things, place }: Pick<IdeaReading, 'cast' | 'things' | 'place'>,
): IdeaAction {
  const restText = joinTokens(actionWords(restKept, grammar));
  let restThen = restText;
  for (const part of [...cast, ...things, ...(place ? [place] : [])]) {
    if (part.written && part.then !== part.written) restThen = restThen.replace(part.written, part.then);
  }
  const lost = LOSING.has(plainText(verb.infinitive)) && !TOOTH.test(restText);
  const known = actionTypeOf(verb.infinitive);
  const type = lost ? 'find' : known;
  const drawn = [...things, ...cast]
    .map((part) => part.english)
    .slice(0, 2)
    .join(' and ');
  // A journey goes to its place, with whoever goes along ('travelling to Paris with grandmother').
  const goes = type === 'travel' && place ? `${place.english}${drawn ? ` with ${drawn}` : ''}` : drawn;
  return {
    written: joinTokens(verbTokens),
    infinitive: verb.infinitive,
    phrase: grammar.polish(grammar.infinitivePhrase(verb.infinitive, restText)),
    phraseThen: grammar.polish(grammar.infinitivePhrase(verb.infinitive, restThen)),
    english:
      grammar.language === 'English'
        ? grammar.infinitivePhrase(verb.infinitive, restText)
        : `${isPlanting(verb.infinitive) ? 'planting' : ACTION_ENGLISH[type]} ${goes || 'something special'}`.trim(),
    type,
    lost,
    ...(verb.trouble ? { trouble: verb.trouble } : {}),
  };
}

/** The idea's words, ready to read: framing dropped, told of the child, contractions opened. */
function ideaTokens(
  grammar: IdeaGrammar,
  idea: string,
  names: readonly string[],
  child: 'girl' | 'boy' | 'neutral' | undefined,
): Token[] {
  let text = idea.replace(/\s+/g, ' ').trim().slice(0, MAX_IDEA_LENGTH);
  for (const frame of grammar.frames) text = text.replace(frame, '');
  if (child && grammar.ofTheChild) text = grammar.ofTheChild(text, child, names);
  text = rewritePossessiveClause(text, grammar.language, (noun) => grammar.genderOf(noun));
  if (grammar.expand) text = grammar.expand(text);
  const tokens = tokenize(text);
  grammar.prepare?.(tokens);
  return tokens;
}

/**
 * The parts as characters, things and the place. `doer`: the subject, which is a character even when it
 * is a thing ('a school bus that is too tired to climb the hill').
 */
function sortParts(
  grammar: IdeaGrammar,
  parts: readonly { phrase: Phrase; part: IdeaPart }[],
  { doer, places, travels }: { doer: IdeaPart | undefined; places: ReadonlySet<string>; travels: boolean },
): Pick<IdeaReading, 'cast' | 'things' | 'place'> {
  const cast: IdeaPart[] = [];
  const things: IdeaPart[] = [];
  let place: IdeaReading['place'];
  if (doer && !ANIMATE.has(doer.kind)) cast.push(doer);
  for (const { phrase, part } of parts) {
    if (part === doer && cast.includes(part)) continue;
    // 'a sunflower that grows taller than the house' does not happen in the house.
    if (part.kind === 'place' && phrase.preposition === 'than') continue;
    const where = phrase.preposition !== undefined && grammar.placePrepositions.has(phrase.preposition);
    // A place the story knows by its proper name ('in Sunny Bay') is no one, though written like a name.
    const known = places.has(plainText(part.bare));
    const destination = where && travels && !place && !known && namedDestination(grammar, phrase, part);
    if (
      part.kind === 'place' ||
      known ||
      (where && !ANIMATE.has(part.kind) && !place && part.kind !== 'thing') ||
      destination
    ) {
      // A destination by a name nobody knows is a town: 'Timbuktu' is drawn, and told, by its name.
      const named = destination
        ? { town: true, english: grammar.language === 'English' ? part.bare : part.english }
        : {};
      if (!place) place = { ...part, kind: 'place', preposition: phrase.preposition ?? '', ...named };
      else things.push(part);
    } else if (ANIMATE.has(part.kind)) cast.push(part);
    else things.push(part);
  }
  return { cast, things, place };
}

/**
 * A name nobody knows that a journey goes to ('goes to Timbuktu', 'fährt nach Kleinstadt'): a place, not
 * someone. The child's people are known by name, and family and the glossary's people are not names.
 */
function namedDestination(grammar: IdeaGrammar, phrase: Phrase, part: IdeaPart): boolean {
  if (phrase.family || phrase.owner || lookUp(part.bare, grammar.language, grammar.headFirst)) return false;
  // German writes every noun with a capital: only 'nach' goes to a named place ('nach Hause' is home).
  if (grammar.language === 'German') return phrase.preposition === 'nach' && part.kind === 'thing';
  return part.kind === 'person';
}

/**
 * Whom the action makes or does something for ('bakes a birthday cake for Grandma'): a character after the
 * verb, brought in by a word for whom, that is not what the action is done to ('looks for her kitten': the
 * kitten is what is looked for).
 */
function recipientOf(
  grammar: IdeaGrammar,
  after: readonly { phrase: Phrase; part: IdeaPart }[],
  cast: readonly IdeaPart[],
  object: IdeaPart | undefined,
): IdeaPart | undefined {
  if (!object) return undefined;
  return after.find(
    ({ phrase, part }) =>
      part !== object &&
      cast.includes(part) &&
      phrase.preposition !== undefined &&
      grammar.recipientPrepositions.has(phrase.preposition),
  )?.part;
}

/**
 * 'Biscuit the dog', 'Maya the explorer': the phrase right after a name the story knows is that one again,
 * not someone new (the child's beagle was drawn twice, once as Biscuit and once as 'the dog').
 */
function isApposition({ determiner }: Phrase, tokens: readonly Token[], isKnown: (token: Token) => boolean) {
  if (!determiner?.info.definite || determiner.info.possessive) return false;
  const at = tokens.indexOf(determiner.token);
  return at > 0 && isKnown(tokens[at - 1]);
}

/**
 * The idea's characters, things and place, and its action. `names`: the child's name and nickname;
 * `known`: the names of the child's people and pets, whom the story already has (never read as things); a
 * relative among them the idea names is a character of the idea ('building a snowman with Mama');
 * `places`: the proper names of places the story knows ('Sunny Bay'), never read as someone.
 */
export function readIdeaWith(
  grammar: IdeaGrammar,
  idea: string,
  names: readonly string[] = [],
  known: readonly KnownName[] = [],
  child?: 'girl' | 'boy' | 'neutral',
  places: readonly string[] = [],
): IdeaReading {
  const tokens = ideaTokens(grammar, idea, names, child);
  const childNames = new Set(names.map((name) => plainText(name)).filter(Boolean));
  const knownNames = new Map(known.filter(({ name }) => name).map((entry) => [plainText(entry.name), entry]));
  const familyOf = (token: Token): Phrase['family'] => {
    const entry = knownNames.get(token.plain);
    return entry?.role ? { ...entry, role: entry.role } : undefined;
  };
  const isChild = (token: Token) => childNames.has(token.plain) || grammar.childWords.has(token.plain);
  const childInIdea = tokens.some(isChild);
  const isKnown = (token: Token) => isChild(token) || knownNames.has(token.plain);

  const { verb, verbIndex, passedOver } = findVerb(grammar, tokens, isKnown);
  const skipped = (token: Token) => isKnown(token) || passedOver.has(token);

  // The action's words: after the verb, or where the grammar says (German: before a verb at the end).
  const span = verb?.rest;
  const restStart = span ? span.from : verbIndex + (verb?.length ?? 1);
  const restEnd = span ? span.to : tokens.length;
  const subjectEnd = span ? span.subjectEnd : verbIndex >= 0 ? verbIndex : tokens.length;
  const restKept = verbIndex >= 0 ? tokens.slice(restStart, restEnd) : [];
  const phrasesFrom = (from: number, to: number) =>
    phrasesIn(tokens, from, to, grammar, skipped, familyOf).filter(
      (phrase) => !isApposition(phrase, tokens, isKnown),
    );
  const before = phrasesFrom(0, subjectEnd);
  // Each side of the verb on its own: 'Maya malt in Rot' does not make Maya red.
  const withParts = (phrases: Phrase[]) =>
    withColours(phrases.map((phrase) => ({ phrase, part: partOf(phrase, grammar) })));
  const parts = [...withParts(before), ...withParts(verbIndex >= 0 ? phrasesFrom(restStart, restEnd) : [])];
  const doer =
    verbIndex >= 0 && (!childInIdea || together(grammar, tokens, isKnown))
      ? subjectOf(parts, before)
      : undefined;
  const placeNames = new Set(places.map((name) => plainText(name)));
  const { cast, things, place } = sortParts(grammar, parts, {
    doer: doer?.part,
    places: placeNames,
    travels: verb !== undefined && actionTypeOf(verb.infinitive) === 'travel',
  });

  const action = verb
    ? actionOf(grammar, verb, tokens.slice(verbIndex, verbIndex + verb.length), restKept, {
        cast,
        things,
        place,
      })
    : undefined;
  const after = verbIndex >= 0 ? parts.filter(({ phrase }) => !before.includes(phrase)) : [];
  const object = objectOf(grammar, after, {
    cast,
    travels: action?.type === 'travel',
    verbLast: Boolean(span),
  });
  const recipient = recipientOf(grammar, after, cast, object);
  // The place keeps its own record: the object is that record when the action is done to the place.
  const objectOrPlace = place && object && place.written === object.written ? place : object;
  // An idea that starts with its verb ('going to the zoo with grandma', 'aprender a nadar'), or is a German
  // infinitive ('mit Mama einen Schneemann bauen'), has no subject but the child: the child leads, whoever
  // else the action names.
  const childLeads = childInIdea || (verbIndex === 0 && !span) || verb?.subjectless === true;
  return {
    language: grammar.language,
    idea,
    childInIdea: childLeads,
    cast: cast.filter((part) => part !== recipient),
    ...(recipient ? { recipient } : {}),
    things,
    place,
    action,
    object: objectOrPlace,
  };
}
