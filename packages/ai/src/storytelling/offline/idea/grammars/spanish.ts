/**
 * Spanish ideas. No maintained tagger covers Spanish verbs well enough for a one-line idea (es-compromise
 * takes many nouns for verbs), so the verb is found by its place (after 'que', after the names the idea is
 * about, or an infinitive) and taken back to the infinitive by a short table of the verbs children's ideas
 * use, then by the regular endings. Articles agree by gender and number; 'al'/'del' are opened before
 * reading and closed again when the story is written.
 */
import { COLOUR_WORDS, ownedByName, type FoundVerb, type IdeaGrammar, type Token } from '../idea-grammar';
import type { Gender } from '../idea-reading';
import { bareNounIsPlural } from './romance';

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));

/** Third person (present or past) -> infinitive, for the verbs of ideas the endings alone would get wrong. */
const IRREGULAR: Record<string, string> = {
  va: 'ir',
  van: 'ir',
  fue: 'ir',
  es: 'ser',
  esta: 'estar',
  tiene: 'tener',
  tienen: 'tener',
  hace: 'hacer',
  hacen: 'hacer',
  quiere: 'querer',
  quieren: 'querer',
  puede: 'poder',
  sale: 'salir',
  viene: 'venir',
  dice: 'decir',
  pone: 'poner',
  sabe: 'saber',
  ve: 'ver',
  da: 'dar',
  trae: 'traer',
  conoce: 'conocer',
  sigue: 'seguir',
  consigue: 'conseguir',
  pierde: 'perder',
  perdio: 'perder',
  encuentra: 'encontrar',
  encontro: 'encontrar',
  vuela: 'volar',
  juega: 'jugar',
  cuenta: 'contar',
  duerme: 'dormir',
  pide: 'pedir',
  piensa: 'pensar',
  empieza: 'empezar',
  prueba: 'probar',
  vuelve: 'volver',
  construye: 'construir',
  construyen: 'construir',
  descubre: 'descubrir',
  sube: 'subir',
  escribe: 'escribir',
  vive: 'vivir',
  abre: 'abrir',
  aprende: 'aprender',
  come: 'comer',
  corre: 'correr',
  lee: 'leer',
  recoge: 'recoger',
  protege: 'proteger',
  despierta: 'despertar',
  suena: 'sonar',
  siente: 'sentir',
  cierra: 'cerrar',
  mueve: 'mover',
  llueve: 'llover',
  nieva: 'nevar',
  huye: 'huir',
  oye: 'oir',
  cae: 'caer',
  rie: 'reir',
};

/** Verbs whose wish is the action ('quiere ganar una carrera' -> 'ganar una carrera'). */
const WISHING = set('quiere quieren queria sueña suena desea intenta intentan decide necesita espera');

/** Infinitives, with the short ones the ending alone would miss ("ir al zoo", "ver el mar"). */
const INFINITIVE = /^(?:\p{L}{2,}(?:ar|er|ir)|ir|ver|dar|ser|oir)$/u;
// Nouns, and describing words ('un autobús escolar', 'el sistema solar'), that end as an infinitive does.
const NOT_VERBS = set(
  'mar lugar hogar collar altar azucar bar dolar par mujer escolar solar lunar polar familiar popular particular regular similar circular',
);
/** Adjectives that come before their noun: the next word is the noun, not a verb. */
const BEFORE_NOUN = set(
  'primer primera primeros primeras segundo segunda tercer tercera ultimo ultima gran nuevo nueva',
);

function infinitiveOf(plain: string): string | undefined {
  if (IRREGULAR[plain]) return IRREGULAR[plain];
  // The plural of a verb the table has in the singular: 'vuelan' -> 'volar'.
  if (/n$/.test(plain) && IRREGULAR[plain.slice(0, -1)]) return IRREGULAR[plain.slice(0, -1)];
  if (/[aá]n?$/.test(plain)) return plain.replace(/an?$/, 'ar');
  if (/en?$/.test(plain)) return plain.replace(/en?$/, 'er');
  if (/io$/.test(plain)) return plain.replace(/io$/, 'er');
  if (/o$/.test(plain)) return plain.replace(/o$/, 'ar');
  return undefined;
}

const ARTICLES: Record<string, { definite: boolean; gender: Gender; plural: boolean; possessive?: boolean }> =
  {
    un: { definite: false, gender: 'm', plural: false },
    una: { definite: false, gender: 'f', plural: false },
    unos: { definite: false, gender: 'm', plural: true },
    unas: { definite: false, gender: 'f', plural: true },
    el: { definite: true, gender: 'm', plural: false },
    la: { definite: true, gender: 'f', plural: false },
    los: { definite: true, gender: 'm', plural: true },
    las: { definite: true, gender: 'f', plural: true },
  };
const POSSESSIVES = set('su sus mi mis tu tus nuestro nuestra');

/** Feminine nouns not ending in -a, masculine ones that do. */
// Accents are gone from the head it is tried on ('cancion'); plurals too ('galletas', 'canciones').
const FEMININE = /(?:as?|ion|iones|dad|dades|tud|tudes|umbres?|ez)$/;
// Not 'cometa': in a child's idea it is the kite ('la cometa'), which the glossary draws; the comet says 'el'.
const MASCULINE_A = set('dia mapa planeta problema sofa tranvia idioma pijama');

const PREPOSITIONS =
  'a de en con para por sobre bajo hasta hacia desde entre sin tras durante antes despues gracias';
const JOINERS = 'y e o u pero porque cuando mientras como muy no ya nunca mas tambien se le lo';
/** Little words are never the verb. */
const LITTLE = set(`${PREPOSITIONS} ${JOINERS} que quien quienes`);

/** 'Is', as a trouble is said ('está demasiado cansado'). */
const BEING = new Set(['esta', 'estan', 'estaba', 'estaban', 'es', 'son', 'era', 'eran']);

export const spanishGrammar: IdeaGrammar = {
  language: 'Spanish',
  headFirst: true,
  compounds: { heads: new Set(['fiesta', 'busqueda', 'caza']), links: new Set(['de']) },
  frames: [
    /^(?:por favor,?\s+)?(?:(?:escribe|cuenta|crea|haz)(?:me|nos)?\s+)?(?:una?\s+)?(?:historia|cuento|libro)\s+(?:sobre|de|acerca de|donde|en (?:el|la) que|con)\s+/i,
  ],
  expand: (text) =>
    text
      // A colour after its noun ('la cometa de color azul'), and all the colours as one ('de todos los
      // colores del arcoíris': multicoloured).
      .replace(/(\p{L}) de color (?=\p{L})/giu, '$1 ')
      .replace(/(\p{L}) de todos los colores(?: del arco ?íris)?(?!\p{L})/giu, '$1 multicolor')
      .replace(/\bal\b/gi, 'a el')
      .replace(/\bdel\b/gi, 'de el'),
  determiner(token) {
    const article = ARTICLES[token.plain];
    if (article) return article;
    if (POSSESSIVES.has(token.plain))
      return { definite: true, possessive: true, plural: token.plain.endsWith('s') };
    return undefined;
  },
  prepositions: set(PREPOSITIONS),
  placePrepositions: set('en a hasta hacia sobre bajo por'),
  recipientPrepositions: set('para'),
  companionPrepositions: set('con'),
  joiners: set(JOINERS),
  relatives: set('que quien quienes'),
  childWords: set('yo me hijo hija'),
  verbAt(tokens: readonly Token[], i: number, afterSubject: boolean): FoundVerb | undefined {
    const word = tokens[i].plain;
    // 'está demasiado cansado para subir la colina': the wish is the verb after 'para'; the tiredness is
    // what stands in its way.
    if (BEING.has(word) && /^demasiad[oa]s?$/.test(tokens[i + 1]?.plain ?? '')) {
      const [describing, para, wish] = tokens.slice(i + 2, i + 5);
      if (describing && para?.plain === 'para' && wish && INFINITIVE.test(wish.plain)) {
        return { infinitive: wish.plain, length: 5, trouble: describing.text.toLowerCase() };
      }
    }
    if (LITTLE.has(word) || word.length < 2 || COLOUR_WORDS.has(word)) return undefined;
    // 'tiene miedo de la oscuridad', 'ya no tiene miedo': told as courage, 'perder el miedo a la oscuridad'.
    if ((word === 'tiene' || word === 'tienen') && tokens[i + 1]?.plain === 'miedo') {
      const of = tokens[i + 2]?.plain === 'de' || tokens[i + 2]?.plain === 'a' ? 1 : 0;
      return { infinitive: 'perder el miedo a', length: 2 + of };
    }
    if (WISHING.has(word) && tokens[i + 1] && INFINITIVE.test(tokens[i + 1].plain)) {
      return { infinitive: tokens[i + 1].plain, length: 2 };
    }
    if (INFINITIVE.test(word) && !NOT_VERBS.has(word) && (i === 0 || afterSubject)) {
      return { infinitive: word, length: 1 };
    }
    // 'un cachorro rescata a…': a word after an article and its noun that looks conjugated. After an
    // adjective that comes before its noun ('el primer día') the word is that noun.
    const afterNoun =
      i >= 2 &&
      spanishGrammar.determiner(tokens[i - 2]) !== undefined &&
      !BEFORE_NOUN.has(tokens[i - 1].plain);
    const conjugated = /(?:[aeó]|an|en)$/u.test(tokens[i].text);
    if (!afterSubject && !IRREGULAR[word] && !(afterNoun && conjugated)) return undefined;
    const infinitive = infinitiveOf(word);
    return infinitive ? { infinitive, length: 1 } : undefined;
  },
  wordRole: (tokens, i) =>
    INFINITIVE.test(tokens[i].plain) && !NOT_VERBS.has(tokens[i].plain) && !BEFORE_NOUN.has(tokens[i].plain)
      ? 'verb'
      : undefined,
  isPlural: bareNounIsPlural,
  withArticle(bare, gender, plural, definite) {
    const article = definite
      ? { m: plural ? 'los' : 'el', f: plural ? 'las' : 'la', n: 'el' }[gender]
      : { m: plural ? 'unos' : 'un', f: plural ? 'unas' : 'una', n: 'un' }[gender];
    return `${article} ${bare}`;
  },
  genderOf(bare) {
    const head = bare
      .split(' ')[0]
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    if (MASCULINE_A.has(head) || MASCULINE_A.has(head.replace(/s$/, ''))) return 'm';
    return FEMININE.test(head) ? 'f' : 'm';
  },
  // 'mi fiesta' and 'la fiesta de Lucas' are the child's: 'su fiesta'.
  ofTheChild: (text, _child, names) =>
    ownedByName(
      text,
      names,
      'de',
      'el |la |los |las ',
      (article, noun) => `${/s$/.test(article) ? 'sus' : 'su'} ${noun}`,
    ).replace(/(^|\s)mi(s?)(?=\s)/giu, '$1su$2'),
  infinitivePhrase: (infinitive, rest) => `${infinitive}${rest ? ` ${rest}` : ''}`,
  // Only a word 'a' or 'de' (after a space or at the start) joins its 'el': 'parecía el' stays.
  polish: (text) =>
    text
      .replace(/(^|[\s—¡¿"«(])([aA]) el\b/gu, (_, before: string, a: string) => `${before}${a}l`)
      .replace(/(^|[\s—¡¿"«(])([dD])e el\b/gu, (_, before: string, d: string) => `${before}${d}el`),
};
