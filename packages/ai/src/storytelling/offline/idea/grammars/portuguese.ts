/** Portuguese ideas, read the Romance way (romance.ts); contractions closed by the stock pack's polish. */
import { portuguesePlanWords } from '../../languages/portuguese';
import { ownedByName } from '../idea-grammar';
import type { Gender } from '../idea-reading';
import { bareNounIsPlural, romanceGrammar, wordSet } from './romance';

// Plurals too ('bolachas', 'canções').
const FEMININE = /(?:as?|cao|coes|dades?|gens?)$/;
const MASCULINE_A = wordSet('dia mapa planeta problema cometa sofa');

/** The possessive 'seu' with its article, as the owned noun takes it: 'a sua pipa', 'os seus sapatos'. */
const hisOrHers = (article: string, noun: string): string =>
  `${{ o: 'o seu', a: 'a sua', os: 'os seus', as: 'as suas' }[article] ?? article} ${noun}`;

export const portugueseGrammar = romanceGrammar({
  // A colour after its noun ('a pipa cor de turquesa', 'de cor turquesa') describes it as the colour alone
  // does ('a pipa turquesa'; 'cor-de-rosa' is one word), and all the colours are one ('a pipa de todas as
  // cores': multicoloured).
  rewrite: (text) =>
    text
      .replace(/(\p{L}) (?:cor de|de cor) (?=\p{L})/giu, '$1 ')
      .replace(/(\p{L}) de todas as cores(?!\p{L})/giu, '$1 multicolor'),
  // 'a pipa de Maya' and 'a minha pipa' are the child's: 'a sua pipa'.
  ofTheChild: (text, _child, names) =>
    ownedByName(text, names, 'de', 'o |a |os |as ', hisOrHers).replace(
      /(^|\s)(meu|minha|meus|minhas)(?=\s)/giu,
      (_, before: string, mine: string) =>
        `${before}${{ meu: 'seu', minha: 'sua', meus: 'seus', minhas: 'suas' }[mine.toLowerCase()] ?? mine}`,
    ),
  language: 'Portuguese',
  compounds: { heads: 'festa caca', links: 'de a' },
  frames: [
    /^(?:(?:escreva|escreve|conta|conte|cria|crie|faz|faça)(?:-me)?\s+)?(?:uma?\s+)?(?:história|historia|conto|livro)\s+(?:sobre|de|onde|em que|com)\s+/i,
  ],
  contractions: {
    do: 'de o',
    da: 'de a',
    dos: 'de os',
    das: 'de as',
    no: 'em o',
    na: 'em a',
    nos: 'em os',
    nas: 'em as',
    ao: 'a o',
    aos: 'a os',
    à: 'a a',
    às: 'a as',
    pelo: 'por o',
    pela: 'por a',
    num: 'em um',
    numa: 'em uma',
  },
  articles: {
    um: { definite: false, gender: 'm' },
    uma: { definite: false, gender: 'f' },
    uns: { definite: false, gender: 'm', plural: true },
    umas: { definite: false, gender: 'f', plural: true },
    o: { definite: true, gender: 'm' },
    a: { definite: true, gender: 'f' },
    os: { definite: true, gender: 'm', plural: true },
    as: { definite: true, gender: 'f', plural: true },
  },
  possessives: wordSet('seu sua seus suas meu minha meus minhas teu tua'),
  prepositions: 'de em por para com sem sobre sob ate desde entre contra durante antes depois perto gracas',
  placePrepositions: 'em a para ate sobre sob por',
  recipientPrepositions: 'para',
  companionPrepositions: 'com',
  joiners: 'e ou mas porque quando enquanto como muito nao ja nunca mais tambem se lhe',
  relatives: 'que quem onde',
  childWords: 'eu me filho filha',
  irregular: {
    vai: 'ir',
    vao: 'ir',
    foi: 'ir',
    e: 'ser',
    esta: 'estar',
    tem: 'ter',
    faz: 'fazer',
    quer: 'querer',
    pode: 'poder',
    ve: 'ver',
    da: 'dar',
    traz: 'trazer',
    diz: 'dizer',
    sabe: 'saber',
    poe: 'pôr',
    vem: 'vir',
    constroi: 'construir',
    descobre: 'descobrir',
    sobe: 'subir',
    abre: 'abrir',
    dorme: 'dormir',
    segue: 'seguir',
    pede: 'pedir',
    perde: 'perder',
    perdeu: 'perder',
    aprende: 'aprender',
    come: 'comer',
    corre: 'correr',
    escreve: 'escrever',
    vive: 'viver',
    le: 'ler',
    protege: 'proteger',
    recolhe: 'recolher',
    encontrou: 'encontrar',
    sai: 'sair',
    cai: 'cair',
    ouve: 'ouvir',
    sente: 'sentir',
  },
  wishing: 'quer queria sonha deseja tenta decide precisa',
  // With the short ones the ending alone would miss ("ir à praia", "ver o mar").
  infinitive: /^(?:\p{L}{2,}(?:ar|er|ir|or)|ir|ver|dar|ser|ler|pôr)$/u,
  notVerbs:
    'mar lugar colar jantar almoco par mulher dor flor cor calor amor professor motor senhor interior',
  conjugated: /(?:[aeu]|ou|am|em)$/u,
  regular: (word) =>
    /ou$/.test(word)
      ? word.replace(/ou$/, 'ar')
      : /eu$/.test(word)
        ? word.replace(/eu$/, 'er')
        : /iu$/.test(word)
          ? word.replace(/iu$/, 'ir')
          : /am$/.test(word)
            ? word.replace(/am$/, 'ar')
            : /a$/.test(word)
              ? `${word}r`
              : /e$/.test(word)
                ? `${word}r`
                : undefined,
  fear(tokens, i) {
    // 'tem medo do escuro', 'já não tem medo': told as courage, 'perder o medo do escuro'.
    if (!['tem', 'tinha'].includes(tokens[i].plain) || tokens[i + 1]?.plain !== 'medo') return undefined;
    const of = tokens[i + 2]?.plain === 'de' ? 1 : 0;
    return { infinitive: 'perder o medo de', length: 2 + of };
  },
  // As in Spanish: 'biscoitos', 'bolachas'; 'pão', 'bolo' are singular.
  isPlural: bareNounIsPlural,
  withArticle(bare, gender: Gender, plural, definite) {
    const f = gender === 'f';
    const article = definite
      ? f
        ? plural
          ? 'as'
          : 'a'
        : plural
          ? 'os'
          : 'o'
      : f
        ? plural
          ? 'umas'
          : 'uma'
        : plural
          ? 'uns'
          : 'um';
    return `${article} ${bare}`;
  },
  genderOf: (head) =>
    MASCULINE_A.has(head) || MASCULINE_A.has(head.replace(/s$/, '')) ? 'm' : FEMININE.test(head) ? 'f' : 'm',
  polish: (text) => portuguesePlanWords.polish(text),
});
