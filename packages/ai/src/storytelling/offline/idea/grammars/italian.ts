/** Italian ideas, read the Romance way (romance.ts); contractions closed by the stock pack's polish. */
import { italianPlanWords } from '../../languages/italian';
import { ownedByName } from '../idea-grammar';
import type { Gender } from '../idea-reading';
import { romanceGrammar, wordSet } from './romance';

const FEMININE = /(?:a|ione|ta|tu)$/;
const MASCULINE_A = wordSet('problema pianeta papa poeta pigiama cinema');
/** 'lo' and 'uno' before s + consonant, z, gn, ps, x, y. */
const LO = /^(?:s[^aeiouàèéìòù]|z|gn|ps|x|y)/i;
const VOWEL = /^[aeiouàèéìòùh]/i;

const PREPOSITIONS = ['di', 'a', 'da', 'in', 'su'] as const;
const ARTICLES_OF = { il: 'il', lo: 'lo', la: 'la', "l'": 'l’', i: 'i', gli: 'gli', le: 'le' } as const;
const STEMS: Record<(typeof PREPOSITIONS)[number], string> = {
  di: 'de',
  a: 'a',
  da: 'da',
  in: 'ne',
  su: 'su',
};

/** 'nel' -> 'in il', 'dell'' -> "di l'", 'sugli' -> 'su gli'... every contracted form. */
function contractions(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const preposition of PREPOSITIONS) {
    const stem = STEMS[preposition];
    for (const [article, written] of Object.entries(ARTICLES_OF)) {
      const merged =
        article === 'il'
          ? `${stem}l`
          : article === 'i'
            ? `${stem}i`
            : article === "l'"
              ? `${stem}ll’`
              : `${stem}l${article}`;
      table[merged] = `${preposition} ${written}`;
    }
  }
  return table;
}

const genderOfHead = (head: string): Gender =>
  MASCULINE_A.has(head) ? 'm' : FEMININE.test(head) ? 'f' : 'm';

/** The possessive 'suo' with its article, as the owned noun takes it: 'il suo aquilone', 'le sue scarpe'. */
function hisOrHers(article: string, noun: string): string {
  const plural = article === 'i' || article === 'gli' || article === 'le';
  const feminine =
    article === 'la' ||
    article === 'le' ||
    (/^l['’]$/.test(article) && genderOfHead(noun.split(' ')[0].toLowerCase()) === 'f');
  return `${plural ? (feminine ? 'le sue' : 'i suoi') : feminine ? 'la sua' : 'il suo'} ${noun}`;
}

export const italianGrammar = romanceGrammar({
  // A colour told as 'di colore turchese' describes its noun as 'turchese' does ('l’aquilone turchese'):
  // read so, the verb after it is one. All the colours are one ('di tutti i colori': multicoloured).
  rewrite: (text) =>
    text
      .replace(/(\p{L}) di colore (?=\p{L})/giu, '$1 ')
      .replace(/(\p{L}) di tutti i colori(?!\p{L})/giu, '$1 multicolore'),
  // 'l’aquilone di Maya' and 'il mio aquilone' are the child's: 'il suo aquilone'.
  ofTheChild: (text, _child, names) =>
    ownedByName(text, names, 'di', "il |lo |la |l['’]|i |gli |le ", hisOrHers).replace(
      /(^|\s)mi(o|a|ei|e)(?=\s)/giu,
      (_, before: string, ending: string) => `${before}su${ending === 'ei' ? 'oi' : ending}`,
    ),
  language: 'Italian',
  compounds: { heads: 'festa caccia', links: 'di a' },
  frames: [
    /^(?:(?:scrivi|racconta|inventa|crea)(?:mi|ci)?\s+)?(?:una?\s+)?(?:storia|fiaba|libro)\s+(?:su|di|dove|in cui|con)\s+/i,
  ],
  contractions: contractions(),
  articles: {
    un: { definite: false, gender: 'm' },
    uno: { definite: false, gender: 'm' },
    una: { definite: false, gender: 'f' },
    "un'": { definite: false, gender: 'f' },
    il: { definite: true, gender: 'm' },
    lo: { definite: true, gender: 'm' },
    la: { definite: true, gender: 'f' },
    "l'": { definite: true },
    i: { definite: true, gender: 'm', plural: true },
    gli: { definite: true, gender: 'm', plural: true },
    le: { definite: true, gender: 'f', plural: true },
  },
  possessives: wordSet('suo sua suoi sue mio mia miei mie tuo tua'),
  prepositions:
    'di a da in su con per tra fra sopra sotto verso fino durante prima dopo senza contro vicino grazie',
  placePrepositions: 'in a su sopra sotto verso fino da',
  recipientPrepositions: 'per',
  companionPrepositions: 'con',
  joiners: 'e ed o ma perche quando mentre come molto non gia mai piu anche si gli',
  relatives: 'che chi dove',
  childWords: 'io me figlio figlia',
  irregular: {
    va: 'andare',
    vanno: 'andare',
    fa: 'fare',
    fanno: 'fare',
    ha: 'avere',
    e: 'essere',
    vuole: 'volere',
    puo: 'potere',
    deve: 'dovere',
    sa: 'sapere',
    vede: 'vedere',
    viene: 'venire',
    dice: 'dire',
    da: 'dare',
    sta: 'stare',
    esce: 'uscire',
    beve: 'bere',
    costruisce: 'costruire',
    pulisce: 'pulire',
    finisce: 'finire',
    capisce: 'capire',
    scopre: 'scoprire',
    apre: 'aprire',
    dorme: 'dormire',
    parte: 'partire',
    segue: 'seguire',
    sale: 'salire',
    perde: 'perdere',
    prende: 'prendere',
    corre: 'correre',
    vince: 'vincere',
    scrive: 'scrivere',
    legge: 'leggere',
    mette: 'mettere',
    chiede: 'chiedere',
    cade: 'cadere',
    risolve: 'risolvere',
    ritrova: 'ritrovare',
    vive: 'vivere',
    sente: 'sentire',
    accende: 'accendere',
    difende: 'difendere',
    protegge: 'proteggere',
    raccoglie: 'raccogliere',
    sceglie: 'scegliere',
    nasconde: 'nascondere',
  },
  wishing: 'vuole voleva sogna desidera prova decide deve cerca',
  // The short ones too: 'fare una torta', 'dare una mano'.
  infinitive: /^(?:\p{L}{2,}(?:are|ere|ire)|fare|dare|dire|stare)$/u,
  notVerbs:
    'mare sole fiore cuore amore colore paure sere pere padre madre fratello carabiniere cavaliere pompiere giardiniere panettiere',
  conjugated: /(?:[aeo]|ano|ono)$/u,
  regular: (word) =>
    /isce$/.test(word)
      ? word.replace(/isce$/, 'ire')
      : /ano$/.test(word)
        ? word.replace(/ano$/, 'are')
        : /a$/.test(word)
          ? `${word}re`
          : /e$/.test(word)
            ? `${word}re`
            : undefined,
  fear(tokens, i) {
    // 'ha paura del buio', 'non ha più paura': told as courage, 'vincere la paura del buio'.
    if (tokens[i].plain !== 'ha' || !['paura', 'piu'].includes(tokens[i + 1]?.plain ?? '')) return undefined;
    const skip = tokens[i + 1]?.plain === 'piu' ? 1 : 0;
    if (tokens[i + 1 + skip]?.plain !== 'paura') return undefined;
    const of = tokens[i + 2 + skip]?.plain === 'di' ? 1 : 0;
    return { infinitive: 'vincere la paura di', length: 2 + skip + of };
  },
  withArticle(bare, gender: Gender, plural, definite) {
    const f = gender === 'f';
    if (plural)
      return `${definite ? (f ? 'le' : LO.test(bare) || VOWEL.test(bare) ? 'gli' : 'i') : f ? 'delle' : 'dei'} ${bare}`;
    if (definite) return VOWEL.test(bare) ? `l’${bare}` : `${f ? 'la' : LO.test(bare) ? 'lo' : 'il'} ${bare}`;
    if (f) return VOWEL.test(bare) ? `un’${bare}` : `una ${bare}`;
    return `${LO.test(bare) ? 'uno' : 'un'} ${bare}`;
  },
  genderOf: genderOfHead,
  polish: (text) => italianPlanWords.polish(text.replace(/'/g, '’')),
});
