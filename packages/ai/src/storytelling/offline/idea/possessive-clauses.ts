/**
 * "A little robot whose battery is empty", "una princesa cuya corona está perdida", "ein Drache, dessen
 * Feuer blau ist": a clause about something the lead owns. Read word by word it has no verb the lead does,
 * so the reader took the owned thing for the hero ("Maya and Battery") or the clause for the wish
 * ("Maya möchte dessen Batterie leer ist sehen"). Before reading, such a clause is said again in a shape the
 * reader knows: a state that is a problem becomes the lead's wish to put it right ("a little robot who wants
 * to fill its empty battery"); any other state describes the lead ("a dragon with a blue fire").
 */
import { plainText } from '../recognise';
import type { Gender } from './idea-reading';

/** What the lead wants to do about a state, by the state's word (plain, without accents). */
type Remedies = Readonly<Record<string, string>>;

/** How one language says the clause again; undefined when the text has no such clause. */
type Rewrite = (text: string) => string | undefined;

const remedyFor = (remedies: Remedies, state: string): string | undefined => remedies[plainText(state)];

/** A clause's parts: the lead, the word that opens the clause ('whose', 'cuya', 'la' of 'la cui'), what is owned, its state. */
interface Clause {
  lead: string;
  marker: string;
  owned: string;
  state: string;
  /** What follows the clause, kept as written. */
  rest: string;
}

/** The clause a pattern with those five groups, in that order, finds in the text. */
function clauseIn(pattern: RegExp, text: string): Clause | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const [, lead = '', marker = '', owned = '', state = '', rest = ''] = match;
  return { lead, marker, owned, state, rest };
}

// --- English: "X whose Y is Z" ---

const ENGLISH_REMEDIES: Remedies = {
  lost: 'find',
  missing: 'find',
  gone: 'find',
  broken: 'fix',
  cracked: 'fix',
  torn: 'mend',
  wobbly: 'fix',
  squeaky: 'fix',
  empty: 'fill',
  flat: 'fix',
  stuck: 'free',
  trapped: 'free',
  dirty: 'clean',
  messy: 'tidy',
  hurt: 'heal',
  injured: 'heal',
  sore: 'heal',
  sick: 'look after',
  ill: 'look after',
  sad: 'cheer up',
  lonely: 'cheer up',
  grumpy: 'cheer up',
};
const SHE = new Set(
  'girl princess queen lady mermaid witch fairy grandma granny mother mum mom sister daughter woman ballerina aunt'.split(
    ' ',
  ),
);
const HE = new Set(
  'boy prince king man knight wizard grandpa grandad father dad brother son uncle giant'.split(' '),
);
const PEOPLE = new Set('kid child friend teacher pirate astronaut doctor baby'.split(' '));

function englishOwner(lead: string): string {
  const head = plainText(lead.split(' ').at(-1) ?? '');
  if (SHE.has(head)) return 'her';
  if (HE.has(head)) return 'his';
  return PEOPLE.has(head) ? 'their' : 'its';
}

const english: Rewrite = (text) => {
  const clause = clauseIn(
    /^(.*?),?\s+(whose)\s+((?:\p{L}+\s+){0,2}?\p{L}+)\s+(?:is|are|was|were|got|has\s+been|have\s+been)\s+(?:very\s+|all\s+|so\s+)?(\p{L}+)(.*)$/iu,
    text,
  );
  if (!clause) return undefined;
  const { lead, owned, state, rest } = clause;
  // A battery is recharged, whatever else is done to an empty thing.
  const battery = /^batter(?:y|ies)$/i.test(owned) && /^(?:empty|flat|dead)$/i.test(state);
  const remedy = battery ? 'recharge' : remedyFor(ENGLISH_REMEDIES, state);
  if (!remedy) return `${lead} with ${/^[aeiou]/i.test(state) ? 'an' : 'a'} ${state} ${owned}${rest}`;
  return `${lead} who wants to ${remedy} ${englishOwner(lead)} ${state} ${owned}${rest}`;
};

// --- Spanish and Portuguese: "X cuya Y está Z", "X cujo Y está Z" ---

const SPANISH_REMEDIES: Remedies = {
  perdido: 'encontrar',
  perdida: 'encontrar',
  roto: 'arreglar',
  rota: 'arreglar',
  vacio: 'llenar',
  vacia: 'llenar',
  descargado: 'cargar',
  descargada: 'cargar',
  atascado: 'liberar',
  atascada: 'liberar',
  sucio: 'limpiar',
  sucia: 'limpiar',
  herido: 'curar',
  herida: 'curar',
  enfermo: 'cuidar',
  enferma: 'cuidar',
  triste: 'animar',
};
const PORTUGUESE_REMEDIES: Remedies = {
  perdido: 'encontrar',
  perdida: 'encontrar',
  quebrado: 'consertar',
  quebrada: 'consertar',
  partido: 'consertar',
  partida: 'consertar',
  vazio: 'encher',
  vazia: 'encher',
  descarregado: 'carregar',
  descarregada: 'carregar',
  preso: 'libertar',
  presa: 'libertar',
  sujo: 'limpar',
  suja: 'limpar',
  ferido: 'curar',
  ferida: 'curar',
  doente: 'cuidar',
  triste: 'animar',
};

const iberian =
  (
    relative: string,
    be: string,
    wants: string,
    own: (feminine: boolean) => string,
    a: (feminine: boolean) => string,
    remedies: Remedies,
    withWord: string,
  ): Rewrite =>
  (text) => {
    const clause = clauseIn(
      new RegExp(
        `^(.*?),?\\s+(${relative})\\s+((?:\\p{L}+\\s+){0,2}?\\p{L}+)\\s+(?:${be})\\s+(?:muy\\s+|muito\\s+|tan\\s+|tão\\s+)?(\\p{L}+)(.*)$`,
        'iu',
      ),
      text,
    );
    if (!clause) return undefined;
    const { lead, marker: pronoun, owned, state, rest } = clause;
    const feminine = /a(?:s)?$/i.test(pronoun);
    const remedy = remedyFor(remedies, state);
    if (!remedy) return `${lead} ${withWord} ${a(feminine)} ${owned} ${state}${rest}`;
    return `${lead} que ${wants} ${remedy} ${own(feminine)} ${owned} ${state}${rest}`;
  };

const spanish = iberian(
  'cuy[oa]s?',
  'está|esta|están|estan|es|son|estaba|era',
  'quiere',
  () => 'su',
  (feminine) => (feminine ? 'una' : 'un'),
  SPANISH_REMEDIES,
  'con',
);
const portuguese = iberian(
  'cuj[oa]s?',
  'está|esta|estão|estao|é|são|sao|estava|era',
  'quer',
  (feminine) => (feminine ? 'a sua' : 'o seu'),
  (feminine) => (feminine ? 'uma' : 'um'),
  PORTUGUESE_REMEDIES,
  'com',
);

// --- French: "X dont la Y est Z" ---

const FRENCH_REMEDIES: Remedies = {
  perdu: 'retrouver',
  perdue: 'retrouver',
  casse: 'réparer',
  cassee: 'réparer',
  abime: 'réparer',
  abimee: 'réparer',
  vide: 'remplir',
  decharge: 'recharger',
  dechargee: 'recharger',
  coince: 'libérer',
  coincee: 'libérer',
  sale: 'nettoyer',
  blesse: 'soigner',
  blessee: 'soigner',
  malade: 'soigner',
  triste: 'consoler',
};

const french: Rewrite = (text) => {
  const clause = clauseIn(
    /^(.*?),?\s+dont\s+(le|la|les|l')\s*((?:\p{L}+\s+){0,2}?\p{L}+)\s+(?:est|sont|était|etait)\s+(?:très\s+|tres\s+|toute?\s+)?(\p{L}+)(.*)$/iu,
    text,
  );
  if (!clause) return undefined;
  const { lead, marker: article, owned, state, rest } = clause;
  const feminine = article.toLowerCase() === 'la' || /e$/.test(plainText(state));
  const vowel = /^[aeiouhâéèêîôû]/i.test(owned);
  const remedy = remedyFor(FRENCH_REMEDIES, state);
  // A description has no wish to read; after 'avec' the French reader would take the adjective for a verb
  // ('veut longuer'): the lead alone reads right.
  if (!remedy) return `${lead}${rest}`;
  const own = article.toLowerCase() === 'les' ? 'ses' : feminine && !vowel ? 'sa' : 'son';
  return `${lead} qui veut ${remedy} ${own} ${owned} ${state}${rest}`;
};

// --- Italian: "X la cui Y è Z" ---

const ITALIAN_REMEDIES: Remedies = {
  perso: 'ritrovare',
  persa: 'ritrovare',
  rotto: 'aggiustare',
  rotta: 'aggiustare',
  vuoto: 'riempire',
  vuota: 'riempire',
  scarico: 'ricaricare',
  scarica: 'ricaricare',
  bloccato: 'liberare',
  bloccata: 'liberare',
  sporco: 'pulire',
  sporca: 'pulire',
  ferito: 'curare',
  ferita: 'curare',
  malato: 'curare',
  malata: 'curare',
  triste: 'consolare',
};

const italian: Rewrite = (text) => {
  const clause = clauseIn(
    /^(.*?),?\s+(il|la|i|le)\s+cui\s+((?:\p{L}+\s+){0,2}?\p{L}+)\s+(?:è|sono|era)\s+(?:molto\s+|tutto\s+|tutta\s+)?(\p{L}+)(.*)$/iu,
    text,
  );
  if (!clause) return undefined;
  const { lead, marker: article, owned, state, rest } = clause;
  const feminine = article.toLowerCase() === 'la' || article.toLowerCase() === 'le';
  const remedy = remedyFor(ITALIAN_REMEDIES, state);
  if (!remedy) return `${lead} con ${feminine ? 'una' : 'un'} ${owned} ${state}${rest}`;
  return `${lead} che vuole ${remedy} ${feminine ? 'la sua' : 'il suo'} ${owned} ${state}${rest}`;
};

// --- German: "X, dessen Y Z ist" ---

/** The wish in a relative clause, verb last: 'seine leere Batterie füllt'. */
const GERMAN_REMEDIES: Remedies = {
  verloren: 'findet',
  verschwunden: 'findet',
  weg: 'findet',
  kaputt: 'repariert',
  zerbrochen: 'repariert',
  gebrochen: 'heilt',
  leer: 'füllt',
  schmutzig: 'putzt',
  dreckig: 'putzt',
  verletzt: 'heilt',
  krank: 'pflegt',
  traurig: 'tröstet',
};
/** Possessive + adjective endings before an accusative noun (mixed declension): 'seinen leeren', 'seine leere'. */
const GERMAN_ACCUSATIVE = { m: ['en', 'en'], f: ['e', 'e'], n: ['', 'es'] } as const;

const german =
  (genderOf: (noun: string) => Gender): Rewrite =>
  (text) => {
    const clause = clauseIn(
      /^(.*?),?\s+(dessen|deren)\s+((?:\p{L}+\s+){0,2}?\p{L}+)\s+(?:sehr\s+|ganz\s+)?(\p{L}+)\s+(?:ist|sind|war)(.*)$/iu,
      text,
    );
    if (!clause) return undefined;
    const { lead, marker: pronoun, owned, state, rest } = clause;
    const leadGender = pronoun.toLowerCase() === 'deren' ? 'f' : genderOf(lead.split(' ').at(-1) ?? '');
    const relative = { m: 'der', f: 'die', n: 'das' }[leadGender];
    const remedy = remedyFor(GERMAN_REMEDIES, state);
    // A description has no wish to read, and a phrase after 'mit' would be read in the dative where the
    // story needs another case ('möchte blauem Feuer sehen'): the lead alone reads right.
    if (!remedy) return `${lead}${rest}`;
    const ownedGender = genderOf(owned);
    const [ownEnding, adjectiveEnding] = GERMAN_ACCUSATIVE[ownedGender];
    const own = `${leadGender === 'f' ? 'ihr' : 'sein'}${ownEnding}`;
    const adjective = /e$/.test(state) ? state.slice(0, -1) : state;
    return `${lead}, ${relative} ${own} ${adjective}${adjectiveEnding} ${owned} ${remedy}${rest}`;
  };

/**
 * The idea with a clause about what its lead owns said again (see above); the text as it was when it has
 * none. `genderOf` is the German grammar's guess at a noun's gender.
 */
export function rewritePossessiveClause(
  text: string,
  language: string,
  genderOf: (noun: string) => Gender,
): string {
  const rewrite: Rewrite | undefined = {
    English: english,
    Other: english,
    Spanish: spanish,
    Portuguese: portuguese,
    French: french,
    Italian: italian,
    German: german(genderOf),
  }[language];
  return rewrite?.(text) ?? text;
}
