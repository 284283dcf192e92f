/**
 * French ideas. The verb is found by its place (after 'qui', after the names the idea is about, after an
 * article and its noun) and taken to the infinitive by a table of the verbs children's ideas use, then by the
 * regular endings (fr-compromise tags too many nouns as verbs in a one-line idea to lead here). Articles
 * agree by gender and number and elide before a vowel; au/du/aux are opened before reading and closed again
 * by the stock pack's polish.
 */
import { frenchPlanWords } from '../../languages/french';
import { lookUp } from '../glossary';
import { COLOUR_WORDS, ownedByName, type FoundVerb, type IdeaGrammar, type Token } from '../idea-grammar';
import type { Gender } from '../idea-reading';

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));

/** Third person -> infinitive, where the regular endings would be wrong (keys without accents). */
const IRREGULAR: Record<string, string> = {
  va: 'aller',
  vont: 'aller',
  fait: 'faire',
  font: 'faire',
  prend: 'prendre',
  apprend: 'apprendre',
  comprend: 'comprendre',
  construit: 'construire',
  part: 'partir',
  sort: 'sortir',
  court: 'courir',
  vient: 'venir',
  revient: 'revenir',
  devient: 'devenir',
  voit: 'voir',
  peut: 'pouvoir',
  veut: 'vouloir',
  sait: 'savoir',
  doit: 'devoir',
  dit: 'dire',
  lit: 'lire',
  ecrit: 'écrire',
  met: 'mettre',
  perd: 'perdre',
  attend: 'attendre',
  descend: 'descendre',
  decouvre: 'découvrir',
  ouvre: 'ouvrir',
  offre: 'offrir',
  dort: 'dormir',
  suit: 'suivre',
  vit: 'vivre',
  boit: 'boire',
  grandit: 'grandir',
  finit: 'finir',
  choisit: 'choisir',
  reussit: 'réussir',
  batit: 'bâtir',
  est: 'être',
  rend: 'rendre',
  conduit: 'conduire',
  peint: 'peindre',
};
/** Their plurals, where the plural is not the singular and 'ent' ('construisent', 'prennent'). */
const IRREGULAR_PLURAL: Record<string, string> = {
  construisent: 'construire',
  conduisent: 'conduire',
  prennent: 'prendre',
  apprennent: 'apprendre',
  comprennent: 'comprendre',
  viennent: 'venir',
  reviennent: 'revenir',
  deviennent: 'devenir',
  voient: 'voir',
  peuvent: 'pouvoir',
  veulent: 'vouloir',
  savent: 'savoir',
  doivent: 'devoir',
  disent: 'dire',
  lisent: 'lire',
  ecrivent: 'écrire',
  mettent: 'mettre',
  perdent: 'perdre',
  attendent: 'attendre',
  descendent: 'descendre',
  partent: 'partir',
  sortent: 'sortir',
  courent: 'courir',
  dorment: 'dormir',
  suivent: 'suivre',
  vivent: 'vivre',
  boivent: 'boire',
  grandissent: 'grandir',
  finissent: 'finir',
  choisissent: 'choisir',
  reussissent: 'réussir',
  batissent: 'bâtir',
  rendent: 'rendre',
  peignent: 'peindre',
  decouvrent: 'découvrir',
  ouvrent: 'ouvrir',
  offrent: 'offrir',
};

/** Participles of the passé composé ideas use ('est venu', 'a perdu'), to their infinitive. */
const PARTICIPLES: Record<string, string> = {
  venu: 'venir',
  venue: 'venir',
  alle: 'aller',
  allee: 'aller',
  arrive: 'arriver',
  arrivee: 'arriver',
  parti: 'partir',
  partie: 'partir',
  perdu: 'perdre',
  trouve: 'trouver',
  tombe: 'tomber',
  tombee: 'tomber',
  construit: 'construire',
  fait: 'faire',
  pris: 'prendre',
  appris: 'apprendre',
  vu: 'voir',
  sauve: 'sauver',
  oublie: 'oublier',
  cache: 'cacher',
  vole: 'voler',
};
const WISHING = set('veut voulait reve revait essaie essaye decide doit aimerait souhaite');
// The -re infinitives end as 'prendre', 'mettre', 'vivre', 'faire', 'boire', 'construire', 'naître' (accents
// gone), and 'dire', 'lire', 'écrire', 'rire'; other -re words are the present of -er verbs: 'rencontre',
// 'montre', 'entre' ('Maya rencontre un dragon'), 'prépare', 'explore', 'admire', 'mesure'.
const INFINITIVE =
  /^(?:\p{L}{2,}(?:er|ir|oir)|\p{L}+(?:dre|(?<!n)tre|vre|aire|oire|uire|aitre|oitre)|(?:re|)dire|(?:re|)lire|(?:d|)ecrire|(?:sou|)rire)$/u;
const NOT_VERBS = set(
  'mer hier fer hiver soir noir miroir tiroir couloir espoir pere mere frere ver cher dinosaure arbre livre chambre lettre heure beurre cadre pompier pompiers',
);

/** The infinitive, accents kept ('prépare' -> 'préparer'). */
function infinitiveOf(token: Token): string | undefined {
  const word = token.text.toLowerCase();
  if (IRREGULAR[token.plain]) return IRREGULAR[token.plain];
  if (IRREGULAR_PLURAL[token.plain]) return IRREGULAR_PLURAL[token.plain];
  if (/ent$/.test(word)) return word.replace(/ent$/, 'er');
  if (/e$/.test(word)) return `${word}r`;
  if (/it$/.test(word)) return word.replace(/it$/, 'ir');
  return undefined;
}

const ARTICLES: Record<string, { definite: boolean; gender?: Gender; plural: boolean }> = {
  un: { definite: false, gender: 'm', plural: false },
  une: { definite: false, gender: 'f', plural: false },
  des: { definite: false, plural: true },
  le: { definite: true, gender: 'm', plural: false },
  la: { definite: true, gender: 'f', plural: false },
  "l'": { definite: true, plural: false },
  les: { definite: true, plural: true },
};
const POSSESSIVES = set('son sa ses mon ma mes ton ta tes leur leurs notre nos');
const PREPOSITIONS =
  "a de d' dans sur sous avec pour par vers chez jusqu jusqu' en entre sans pendant avant apres pres contre grace";
const JOINERS = "et ou mais car quand comme tres ne n' pas plus se s' y aussi deja jamais";
const LITTLE = set(`${PREPOSITIONS} ${JOINERS} qui que qu'`);
const FEMININE = /(?:e|tion|te|ure)$/;
const MASCULINE_E = set(
  'arbre livre monde pere frere lycee musee chene pompier dinosaure fromage voyage garage nuage gateau bateau chateau',
);
/** Words with an aspirated h take no elision ('le hérisson'); other h-words do ('l’hiver'). */
const ASPIRATED =
  /^(?:hérisson|herisson|hibou|haricot|héros|heros|hamster|hamac|hache|hangar|harpe|haut|homard|honte|houx|huit|hutte|hall)/i;
const VOWEL = /^[aeiouyàâäéèêëîïôöûüœh]/i;
const elides = (word: string) => VOWEL.test(word) && !ASPIRATED.test(word);

/** 'son', 'sa' or 'ses' for the owned noun its article told: 'sa fusée', 'son étoile' (before a vowel). */
function hisOrHers(a: string, noun: string): string {
  if (a === 'les') return `ses ${noun}`;
  const feminine = a === 'la' || (a !== 'le' && frenchGrammar.genderOf(noun) === 'f');
  return `${feminine && !elides(noun) ? 'sa' : 'son'} ${noun}`;
}

export const frenchGrammar: IdeaGrammar = {
  language: 'French',
  headFirst: true,
  compounds: { heads: new Set(['fete', 'chasse']), links: new Set(['de', "d'", 'a']) },
  frames: [
    /^(?:(?:écris|ecris|raconte|invente|fais)(?:-moi|-nous)?\s+)?(?:une?\s+)?(?:histoire|conte|livre)\s+(?:sur|de|où|ou|avec|dans laquelle)\s+/i,
  ],
  expand: (text) =>
    text
      .replace(/\bau\b/gi, 'à le')
      .replace(/\baux\b/gi, 'à les')
      .replace(/\bdu\b/gi, 'de le')
      // A colour after its noun ('le cerf-volant couleur turquoise') describes it as the colour alone does.
      .replace(/(\p{L}) couleur (?=\p{L})/giu, '$1 ')
      // All the colours are one colour ('le cerf-volant de toutes les couleurs': multicoloured).
      .replace(/(\p{L}) de toutes les couleurs(?!\p{L})/giu, '$1 multicolore')
      // Between two names it is 'of the' ('le Royaume des Nuages'), never 'some', and keeps its 'de'.
      .replace(/(\p{Lu}\p{L}*) des (?=\p{Lu})/gu, '$1 de les '),
  determiner(token) {
    const article = ARTICLES[token.plain];
    if (article) return article;
    if (POSSESSIVES.has(token.plain)) {
      return { definite: true, possessive: true, plural: /s$/.test(token.plain) && token.plain !== 'sa' };
    }
    return undefined;
  },
  prepositions: set(PREPOSITIONS),
  placePrepositions: set('a dans sur sous vers chez jusqu en'),
  recipientPrepositions: set('pour'),
  companionPrepositions: set('avec'),
  joiners: set(JOINERS),
  relatives: set("qui que qu' ou"),
  childWords: set('je moi fils fille'),
  verbAt(tokens: readonly Token[], i: number, afterSubject: boolean): FoundVerb | undefined {
    const word = tokens[i].plain;
    // 'a peur du noir', "n'a plus peur": told as courage, 'vaincre sa peur du noir'.
    if ((word === 'a' || word === 'avait') && ['peur', 'plus'].includes(tokens[i + 1]?.plain ?? '')) {
      const skip = tokens[i + 1]?.plain === 'plus' ? 1 : 0;
      const of = ['de', "d'"].includes(tokens[i + 2 + skip]?.plain ?? '') ? 1 : 0;
      return { infinitive: 'vaincre sa peur de', length: 2 + skip + of };
    }
    // 'est venu', 'a perdu': the participle's verb.
    if (['est', 'a', 'sont', 'ont'].includes(word) && tokens[i + 1] && PARTICIPLES[tokens[i + 1].plain]) {
      return { infinitive: PARTICIPLES[tokens[i + 1].plain], length: 2 };
    }
    // 's’envole', 'se cache': the verb with its pronoun ('s’envoler').
    if ((word === "s'" || word === 'se') && tokens[i + 1] && !LITTLE.has(tokens[i + 1].plain)) {
      const infinitive = infinitiveOf(tokens[i + 1]);
      if (infinitive && (afterSubject || i >= 2)) {
        return { infinitive: elides(infinitive) ? `s’${infinitive}` : `se ${infinitive}`, length: 2 };
      }
    }
    if (LITTLE.has(word) || word.length < 2 || COLOUR_WORDS.has(word)) return undefined;
    // "n'aime pas l'eau": a dislike to grow out of, 'apprendre à aimer l'eau'.
    if (["n'", 'ne'].includes(tokens[i - 1]?.plain ?? '')) {
      const infinitive = infinitiveOf(tokens[i]);
      const negation = ['pas', 'plus', 'jamais'].includes(tokens[i + 1]?.plain ?? '') ? 1 : 0;
      if (infinitive) return { infinitive: `apprendre à ${infinitive}`, length: 1 + negation };
    }
    if (WISHING.has(word)) {
      const next = ['de', "d'"].includes(tokens[i + 1]?.plain ?? '') ? 2 : 1;
      if (tokens[i + next] && INFINITIVE.test(tokens[i + next].plain)) {
        return { infinitive: tokens[i + next].text.toLowerCase(), length: next + 1 };
      }
    }
    if (INFINITIVE.test(word) && !NOT_VERBS.has(word) && (i === 0 || afterSubject)) {
      return { infinitive: tokens[i].text.toLowerCase(), length: 1 };
    }
    const determinerAt = (at: number) => at >= 0 && frenchGrammar.determiner(tokens[at]) !== undefined;
    // Right after 'une fusée', or 'une fusée magique'.
    const afterNoun =
      determinerAt(i - 2) ||
      (determinerAt(i - 3) && !LITTLE.has(tokens[i - 1].plain) && !LITTLE.has(tokens[i - 2].plain));
    // A noun the glossary knows ('une petite fusée') is not a verb however it ends.
    const looksConjugated = (plain: string) =>
      /(?:e|ent|it|t|d)$/.test(plain) &&
      !NOT_VERBS.has(plain) &&
      !LITTLE.has(plain) &&
      !lookUp(plain, 'French');
    const conjugated = looksConjugated(word);
    // 'une fusée magique vole', 'un bus scolaire qui monte': after its noun, a word the verb or a relative
    // clause follows describes the noun.
    const next = tokens[i + 1]?.plain ?? '';
    const verbNext =
      IRREGULAR[next] ||
      IRREGULAR_PLURAL[next] ||
      looksConjugated(next) ||
      ['qui', 'que', "qu'"].includes(next);
    if (afterNoun && conjugated && verbNext && !IRREGULAR[word]) return undefined;
    if (!afterSubject && !IRREGULAR[word] && !IRREGULAR_PLURAL[word] && !(afterNoun && conjugated))
      return undefined;
    const infinitive = infinitiveOf(tokens[i]);
    return infinitive ? { infinitive, length: 1 } : undefined;
  },
  // An infinitive is known by the little word before it ('à faire', 'de gagner').
  wordRole: (tokens, i) =>
    INFINITIVE.test(tokens[i].plain) && ['a', 'de', "d'", 'pour', 'sans'].includes(tokens[i - 1]?.plain ?? '')
      ? 'verb'
      : undefined,
  withArticle(bare, gender, plural, definite) {
    if (plural) return `${definite ? 'les' : 'des'} ${bare}`;
    if (definite) return elides(bare) ? `l’${bare}` : `${gender === 'f' ? 'la' : 'le'} ${bare}`;
    return `${gender === 'f' ? 'une' : 'un'} ${bare}`;
  },
  genderOf(bare) {
    const head = bare
      .split(' ')[0]
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    // A plural by its singular: 'les clés perdues' are feminine, as 'la clé' is.
    const singular = head.length > 3 ? head.replace(/[sx]$/, '') : head;
    if (MASCULINE_E.has(singular)) return 'm';
    return FEMININE.test(singular) ? 'f' : 'm';
  },
  // 'le cerf-volant de Maya' and 'mon cerf-volant' are the child's: 'son cerf-volant'.
  ofTheChild: (text, _child, names) =>
    ownedByName(text, names, 'de', "le |la |les |l['’]", hisOrHers).replace(
      /(^|\s)(mon|ma|mes)(?=\s)/giu,
      (_, before: string, mine: string) =>
        `${before}${{ mon: 'son', ma: 'sa', mes: 'ses' }[mine.toLowerCase()] ?? mine}`,
    ),
  infinitivePhrase: (infinitive, rest) => `${infinitive}${rest ? ` ${rest}` : ''}`,
  polish: (text) => frenchPlanWords.polish(text.replace(/'/g, '’').replace(/’ /g, '’')),
};
