/**
 * The idea's own words for the offline story: a noun phrase the parent wrote ('a secret door', 'el
 * cohete rojo'), kept with its own article so it fits the sentence it goes into in the parent's language.
 * Without a tagger, a noun phrase is taken to start at an article or possessive and to run until the next
 * little word; failing that, the last word of the last run of content words ('dragons', 'camping').
 */
import { plainText } from './recognise';

/** Articles and possessives in the languages the offline storyteller writes; a noun phrase starts after one. */
const DETERMINERS = new Set(
  [
    // English
    'a an the her his their my some',
    // Spanish
    'un una unos unas el la los las su sus mi',
    // French
    "une le les l' des du sa son ses ma mon",
    // German
    'ein eine einen einem einer der die das den dem ihr ihre ihren sein seine seinen mein meine',
    // Italian
    "uno un' il lo gli i suo sua suoi mio mia",
    // Portuguese
    'um uma o os as seu seus meu minha',
  ].flatMap((words) => words.split(' ')),
);

/** Little words and the verbs ideas are made of; a noun phrase ends at one. */
const STOP_WORDS = new Set(
  [
    // English
    "d' qu' and or with in on at to of for from into onto about by who that which where when while is are was be has have had goes go going gets get finds find found helps help meets meet searches search looks look looking discovers discover visits visit makes make wants want learns learn takes take sees see becomes become story tale write tell please deliver delivers bring brings carry carries plant plants build builds fly flies explore explores climb climbs sail sails ride rides play plays bake bakes save saves rescue rescues follow follows solve solves open opens float floats travel travels return returns mystery fear fears not no never anymore again always today tomorrow now afraid scared brave happy first new very one after before up down out over under its it they them she he we you i this these those all",
    // Spanish
    'misterio lleva llevan trae traen planta plantan vuela vuelan construye construyen explora exploran sube suben sigue siguen salva salvan rescata rescatan cuida cuidan abre abren juega juegan resuelve resuelven miedo miedos asustado asustada tiene tienen ya mas no nunca y e o con en a al de del para por sobre que quien donde cuando es son esta estan va van busca buscan encuentra encuentran ayuda ayudan conoce conocen descubre descubren visita visitan hace hacen quiere quieren aprende cuento historia escribe muy dia',
    // French
    'mystere apporte apportent plante plantent vole volent construit construisent explore explorent monte suit sauve ouvre joue resout peur peurs a ai pas ne plus jamais et ou avec dans sur au aux pour par qui ou quand est sont va vont cherche cherchent trouve trouvent aide aident rencontre rencontrent decouvre decouvrent visite fait veut conte histoire tres jour',
    // German
    'ratsel bringt bringen pflanzt baut bauen fliegt fliegen erkundet klettert rettet offnet spielt spielen lost angst hat keine kein nicht nie mehr und oder mit im auf zu zum zur von vom fur uber wer wo wenn ist sind geht gehen sucht suchen findet finden hilft helfen trifft treffen entdeckt entdecken besucht macht will geschichte marchen sehr tag einen',
    // Italian
    'mistero porta portano pianta piantano vola volano costruisce esplora sale segue salva apre gioca risolve paura paure ha non piu mai dal dallo dalla dai dagli dalle nello nei negli nelle sullo sui sugli sulle dello dei degli delle allo ai agli alle caduta caduto ed con nel nella sul sulla al alla di del della da per che chi dove quando e sono va vanno cerca cercano trova trovano aiuta aiutano incontra scopre visita fa vuole storia fiaba molto giorno',
    // Portuguese
    'misterio leva levam traz planta plantam voa voam constroi explora sobe segue salva abre brinca joga resolve medo tem nao nunca mais com em no na nos nas ao do da dos das para por sobre quem onde quando vai vao procura procuram encontra encontram ajuda ajudam conhece descobre visita faz quer historia conto muito dia',
  ].flatMap((words) => words.split(' ')),
);

const MAX_PHRASE_WORDS = 3;

/** 'of' in the offline languages: it joins two nouns into one phrase. */
const LINKERS = new Set(['of', 'de', 'del', 'do', 'da', 'di', 'della', 'dello', 'du', 'des', 'der']);
const MAX_PHRASE_LENGTH = 40;

interface Token {
  text: string;
  plain: string;
  /** Punctuation after the token ends a phrase. */
  ends: boolean;
}

function tokens(idea: string): Token[] {
  const result: Token[] = [];
  // Elided articles (l'arbre, un'isola) are determiners of their own.
  const spaced = idea.replace(/\b([lLdD]|[uU]n)['’](?=\p{L})/gu, "$1' ");
  for (const raw of spaced.split(/\s+/)) {
    // A possessive ('Maya's') is the name it belongs to.
    const text = raw.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, '').replace(/['’]s$/i, '');
    if (!text) continue;
    const plain = text.endsWith("'") ? `${plainText(text)}'` : plainText(text);
    result.push({ text, plain, ends: /[.,;:!?)(»«"]$/.test(raw) });
  }
  return result;
}

export interface IdeaWordOptions {
  /** Names from the profile (child, family, pets, friends): a phrase about them is not the idea's own. */
  names: readonly string[];
  /** Words a phrase must not hold (the child's fears). */
  avoid: readonly string[];
  /** Whether a word (plain: lowercase, no accents) names a thing the lexicon knows. */
  isThing: (word: string) => boolean;
}

/** The idea's noun phrase to weave into the story, or undefined when it has none. */
export function ideaPhrase(idea: string, options: IdeaWordOptions): string | undefined {
  const names = new Set(options.names.map((name) => plainText(name)).filter(Boolean));
  const avoid = options.avoid.map((word) => plainText(word)).filter(Boolean);
  const list = tokens(idea);
  const isContent = (token: Token) =>
    !STOP_WORDS.has(token.plain) &&
    !DETERMINERS.has(token.plain) &&
    !names.has(token.plain) &&
    !/^\d+$/.test(token.plain);
  const acceptable = (words: Token[]) => {
    const phrase = words.map((token) => token.plain).join(' ');
    return phrase.length > 0 && !avoid.some((word) => ` ${phrase} `.includes(` ${word} `));
  };

  for (let i = 0; i < list.length; i += 1) {
    if (!DETERMINERS.has(list[i].plain) || list[i].ends) continue;
    const words: Token[] = [];
    for (let j = i + 1; j < list.length && words.length < MAX_PHRASE_WORDS && isContent(list[j]); j += 1) {
      words.push(list[j]);
      if (list[j].ends) break;
    }
    // 'the end of the rainbow', 'una torta de cumpleaños': a phrase goes on through 'of' and its noun.
    let next = i + 1 + words.length;
    while (
      words.length > 0 &&
      words.length < MAX_PHRASE_WORDS + 2 &&
      !words[words.length - 1].ends &&
      LINKERS.has(list[next]?.plain ?? '')
    ) {
      const linked: Token[] = [list[next]];
      let j = next + 1;
      if (DETERMINERS.has(list[j]?.plain ?? '')) linked.push(list[j++]);
      if (!list[j] || !isContent(list[j])) break;
      linked.push(list[j]);
      words.push(...linked);
      next = j + 1;
    }
    if (words.length === 0 || !acceptable(words)) continue;
    const determiner = list[i].text.toLowerCase();
    const joiner = determiner.endsWith("'") ? '' : ' ';
    const phrase = `${determiner}${joiner}${words.map((token) => token.text).join(' ')}`.replace(
      /['’] /g,
      '’',
    );
    if (phrase.length <= MAX_PHRASE_LENGTH) return phrase;
  }

  // No article: the last word the lexicon knows as a thing ('dragons'); a guess at any other word would
  // as often be a verb ('tiene') as a noun.
  for (let i = list.length - 1; i >= 0; i -= 1) {
    if (isContent(list[i]) && acceptable([list[i]]) && options.isThing(list[i].plain))
      return list[i].text.toLowerCase();
  }
  return undefined;
}
