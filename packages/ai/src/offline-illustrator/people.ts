/**
 * The people in the pictures. The child is drawn from the character sheet, the same on every page: hair colour
 * and style, eye colour, skin tone, age (as height), glasses, freckles, favourite colour (as clothes). The
 * sheet is free text built from the profile; what it understands, in English and the common Spanish, French
 * and German words: "curly red hair", "hair: dark brown", "green eyes", "light/medium/tan/brown/dark skin",
 * "age 5" or "5 years old", "glasses", "freckles", "favourite colour: purple", and companions ("Biscuit, a
 * white dog", "a cat named Luna", "friend Sam", "sister Ana"). Skin tone comes only from skin words, from a
 * palette of natural tones, with a mid tone when none is given: it is never guessed from other words.
 */
import { darker, lighter } from './colour';
import type { Draw } from './context';
import { moving } from './context';
import { hashText, pick, randomFrom } from './random';
import type { Companion, NamedPerson, PersonRole, Sex, Trade } from './scene';
import { ANIMAL_WORDS, ANIMALS } from './scene';
import type { Bed } from './stage';
import { el, group, motion, path } from './svg';
import type { Text } from './words';
import { COLOUR_WORDS, mentionsAny, positionsOf, readText } from './words';

export type HairStyle = 'short' | 'long' | 'curly' | 'braids' | 'ponytail' | 'bun' | 'afro';

export interface PersonLook {
  hair: string;
  hairStyle: HairStyle;
  eyes: string;
  skin: string;
  shirt: string;
  trousers: string;
  /** Height in canvas units (the canvas is 1000 tall). */
  height: number;
  adult: boolean;
  glasses: boolean;
  freckles: boolean;
  /** A doctor's stethoscope round the neck. */
  stethoscope?: boolean;
}

export interface CharacterSheet {
  /** The child's name: the sheet's first word. */
  name: string;
  child: PersonLook;
  age: number;
  companions: Companion[];
  named: NamedPerson[];
}

const HAIR_COLOURS: Record<string, string> = {
  black: '#2b2220',
  negro: '#2b2220',
  noir: '#2b2220',
  noirs: '#2b2220',
  schwarz: '#2b2220',
  schwarze: '#2b2220',
  brown: '#6b4429',
  castano: '#6b4429',
  brun: '#6b4429',
  bruns: '#6b4429',
  chatain: '#7a5232',
  chatains: '#7a5232',
  braun: '#6b4429',
  braune: '#6b4429',
  brunette: '#5a3825',
  blonde: '#e8c66a',
  blond: '#e8c66a',
  blonds: '#e8c66a',
  rubio: '#e8c66a',
  rubia: '#e8c66a',
  golden: '#e3b14f',
  red: '#b5502a',
  ginger: '#c0622f',
  auburn: '#8f3b22',
  pelirrojo: '#b5502a',
  pelirroja: '#b5502a',
  roux: '#b5502a',
  rousse: '#b5502a',
  rot: '#b5502a',
  rote: '#b5502a',
  grey: '#b9b9bd',
  gray: '#b9b9bd',
  white: '#e9e6e0',
  pink: '#f19cbb',
  blue: '#4f86d9',
  purple: '#8e5cc9',
  green: '#4fae52',
};

const EYE_COLOURS: Record<string, string> = {
  blue: '#3d7cc9',
  azules: '#3d7cc9',
  bleus: '#3d7cc9',
  blaue: '#3d7cc9',
  blau: '#3d7cc9',
  green: '#4f9a5a',
  verdes: '#4f9a5a',
  verts: '#4f9a5a',
  gruene: '#4f9a5a',
  gruen: '#4f9a5a',
  brown: '#6b4226',
  marrones: '#6b4226',
  cafes: '#6b4226',
  marron: '#6b4226',
  braune: '#6b4226',
  braun: '#6b4226',
  hazel: '#8e7143',
  grey: '#7d8a96',
  gray: '#7d8a96',
  grises: '#7d8a96',
  gris: '#7d8a96',
  graue: '#7d8a96',
  amber: '#c08a2b',
  black: '#2b2220',
  dark: '#3a2a22',
  negros: '#2b2220',
  noirs: '#2b2220',
};

/** Natural skin tones, light to deep. */
export const SKIN_TONES = [
  '#f7dcc8',
  '#f0c6a4',
  '#e2ad85',
  '#c98f66',
  '#a5704c',
  '#7d5036',
  '#5c3a27',
] as const;
const DEFAULT_SKIN = SKIN_TONES[2];

const SKIN_WORDS: Record<string, string> = {
  pale: SKIN_TONES[0],
  fair: SKIN_TONES[0],
  light: SKIN_TONES[1],
  clara: SKIN_TONES[1],
  claire: SKIN_TONES[1],
  hell: SKIN_TONES[1],
  helle: SKIN_TONES[1],
  medium: SKIN_TONES[2],
  olive: SKIN_TONES[3],
  tan: SKIN_TONES[3],
  tanned: SKIN_TONES[3],
  golden: SKIN_TONES[3],
  morena: SKIN_TONES[4],
  mate: SKIN_TONES[4],
  brown: SKIN_TONES[4],
  dark: SKIN_TONES[5],
  oscura: SKIN_TONES[5],
  foncee: SKIN_TONES[5],
  dunkel: SKIN_TONES[5],
  dunkle: SKIN_TONES[5],
  deep: SKIN_TONES[6],
  ebony: SKIN_TONES[6],
};

const HAIR_WORDS = ['hair', 'pelo', 'cabello', 'cheveux', 'haare', 'haar'];
const EYE_WORDS = ['eyes', 'eye', 'ojos', 'yeux', 'augen'];
const SKIN_NOUNS = ['skin', 'piel', 'peau', 'haut', 'complexion', 'tez', 'teint', 'skinned'];
const FAVOURITE_WORDS = [
  'favourite',
  'favorite',
  'colour',
  'color',
  'loves',
  'favorito',
  'favorita',
  'prefere',
  'preferee',
  'lieblingsfarbe',
];

const HAIR_STYLES: Array<[HairStyle, string[]]> = [
  ['afro', ['afro']],
  ['braids', ['braids', 'braid', 'plaits', 'pigtails', 'trenzas', 'tresses', 'zoepfe', 'couettes']],
  ['ponytail', ['ponytail', 'coleta', 'queue de cheval', 'pferdeschwanz']],
  ['bun', ['bun', 'chignon', 'mono', 'dutt']],
  [
    'curly',
    [
      'curly',
      'curls',
      'wavy',
      'rizado',
      'rizos',
      'ondulado',
      'boucles',
      'boucles',
      'frises',
      'lockig',
      'locken',
    ],
  ],
  ['long', ['long', 'largo', 'larga', 'longs', 'lang', 'lange']],
  ['short', ['short', 'corto', 'corta', 'courts', 'kurz', 'kurze', 'buzz']],
];

const SHIRT_COLOURS = [
  '#e4572e',
  '#2e86ab',
  '#f2a541',
  '#6a994e',
  '#8e5cc9',
  '#e56b9f',
  '#17a398',
  '#f25f5c',
] as const;
const TROUSER_COLOURS = ['#3b5b92', '#4a4e69', '#6d597a', '#2f5d62', '#7f5539'] as const;

/** A colour named within `reach` words of any of the nouns ("curly red hair", "hair: brown"). */
function colourAround(
  text: Text,
  nouns: string[],
  table: Record<string, string>,
  reach = 3,
  /** Look after the noun first ("Favourite colour: teal" is not the "green" of the eyes before it). */
  afterFirst = false,
): string | undefined {
  for (const at of positionsOf(text, nouns)) {
    for (let distance = 1; distance <= reach; distance += 1) {
      for (const index of afterFirst ? [at + distance, at - distance] : [at - distance, at + distance]) {
        const word = text.sequence[index];
        if (!word || !table[word]) continue;
        const before = text.sequence[index - 1];
        // "dark brown", "light brown" hair: a shade of the colour.
        if (table === HAIR_COLOURS && (before === 'dark' || before === 'light')) {
          return before === 'dark' ? darker(table[word], 0.3) : lighter(table[word], 0.25);
        }
        return table[word];
      }
    }
  }
  return undefined;
}

function ageOf(text: Text): number | undefined {
  const joined = text.sequence.join(' ');
  const patterns = [
    /\b(\d{1,2}) (?:years?|yrs?|year old|anos|ans|jahre|jahren)\b/,
    /\b(?:age|aged|edad|age de|alter|alt) (\d{1,2})\b/,
    /\b(\d{1,2}) year\b/,
    /\bof (\d{1,2})\b/,
    /\b(\d{1,2}) jahre alt\b/,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(joined);
    if (found) {
      const age = Number(found[1]);
      if (age >= 1 && age <= 17) return age;
    }
  }
  return undefined;
}

/** The words of the sheet with their case, to find names (capitalised words) next to a noun. */
const rawTokens = (sheet: string) => sheet.split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
const fold = (word: string) => readText(word).sequence.join(' ');
/** Both foldings of a word (plain, and German: ß -> ss, ä -> ae). */
const foldings = (word: string) => readText(word).spaced.map((spaced) => spaced.trim());

/** Capitalised words that are not names: a sheet's labels and the words that start its sentences. */
const NOT_NAMES = new Set([
  'pet',
  'pets',
  'name',
  'named',
  'called',
  'the',
  'a',
  'an',
  'his',
  'her',
  'their',
  'my',
  'our',
  'its',
  'and',
  'with',
  'this',
  'that',
  'has',
  'friend',
  'friends',
  'sister',
  'brother',
  'sibling',
  'siblings',
  'family',
  'hair',
  'eyes',
  'skin',
  'age',
  'likes',
  'loves',
  'favourite',
  'favorite',
  'boy',
  'girl',
  'child',
  'kid',
  'mascota',
  'su',
  'sus',
  'mi',
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'amigo',
  'amiga',
  'amigos',
  'hermano',
  'hermana',
  'le',
  'les',
  'son',
  'sa',
  'ses',
  'mon',
  'ma',
  'ami',
  'amie',
  'amis',
  'frere',
  'soeur',
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'sein',
  'seine',
  'ihr',
  'ihre',
  'haustier',
  'freund',
  'freundin',
  'bruder',
  'schwester',
]);

const NAMING_WORDS = new Set([
  'named',
  'called',
  'llamado',
  'llamada',
  'nomme',
  'nommee',
  'appele',
  'appelee',
  'namens',
  'genannt',
  'heisst',
]);

function isName(word: string | undefined, exclude: string | undefined): word is string {
  if (!word || word.length < 2 || !/^\p{Lu}/u.test(word)) return false;
  const folded = fold(word);
  if (NOT_NAMES.has(folded) || folded === exclude) return false;
  return !ANIMALS.some((kind) => ANIMAL_WORDS[kind].includes(folded));
}

/**
 * The name an animal word belongs to in its sentence: after "named"/"called", else the nearest capitalised
 * word before it ("Biscuit, a white dog"), else after it ("a dog, Biscuit").
 */
function nameNear(words: string[], at: number, exclude: string | undefined, reach = 4): string | undefined {
  // "a dog named Biscuit", "su perro se llama Toby", "son chat s'appelle Minou".
  for (let step = 1; step <= 3; step += 1) {
    const naming = foldings(words[at + step] ?? '').some((form) => NAMING_WORDS.has(form));
    if (naming && isName(words[at + step + 1], exclude)) {
      return words[at + step + 1];
    }
  }
  for (let distance = 1; distance <= reach; distance += 1) {
    if (isName(words[at - distance], exclude)) return words[at - distance];
  }
  for (let distance = 1; distance <= reach; distance += 1) {
    if (isName(words[at + distance], exclude)) return words[at + distance];
  }
  return undefined;
}

const PEOPLE_NOUNS: Array<[PersonRole, string[]]> = [
  [
    'friend',
    ['friend', 'friends', 'amigo', 'amiga', 'amigos', 'ami', 'amie', 'amis', 'freund', 'freundin', 'freunde'],
  ],
  [
    'sibling',
    ['brother', 'sister', 'siblings', 'hermano', 'hermana', 'frere', 'soeur', 'bruder', 'schwester'],
  ],
];

/** Reads the character sheet. The same sheet always gives the same child. */
export function readCharacterSheet(sheet: string): CharacterSheet {
  const text = readText(sheet);
  const random = randomFrom(hashText(sheet));
  const age = ageOf(text) ?? 6;
  // A boy's hair is short or curly unless the sheet says otherwise; nothing else is guessed from gender.
  const boy = /\ba boy\b/i.test(sheet);
  let hairStyle: HairStyle = pick(
    random,
    boy ? (['short', 'curly'] as const) : (['short', 'long', 'curly'] as const),
  );
  for (const [style, words] of HAIR_STYLES) {
    if (mentionsAny(text, words)) {
      hairStyle = style;
      break;
    }
  }
  const favourite = colourAround(text, FAVOURITE_WORDS, COLOUR_WORDS, 3, true);
  const shirt = favourite ?? pick(random, SHIRT_COLOURS);
  const child: PersonLook = {
    hair:
      colourAround(text, HAIR_WORDS, HAIR_COLOURS) ??
      pick(random, ['#2b2220', '#6b4429', '#4a2f22', '#e8c66a']),
    hairStyle,
    eyes: colourAround(text, EYE_WORDS, EYE_COLOURS) ?? '#5a3a26',
    skin: colourAround(text, SKIN_NOUNS, SKIN_WORDS, 2) ?? DEFAULT_SKIN,
    shirt,
    trousers: pick(random, TROUSER_COLOURS),
    // Two-year-olds are about 290 units tall here, twelve-year-olds 430: a child reads as a child at any age.
    height: 290 + (Math.min(12, Math.max(2, age)) - 2) * 14,
    adult: false,
    glasses: mentionsAny(text, ['glasses', 'spectacles', 'gafas', 'lentes', 'lunettes', 'brille']),
    freckles: mentionsAny(text, ['freckles', 'pecas', 'taches de rousseur', 'sommersprossen']),
  };

  const sentences = sheet.split(/[.;!?\n]+/).map(rawTokens);
  const ownName = fold(sentences.flat()[0] ?? '');
  const companions: Companion[] = [];
  const named: NamedPerson[] = [];
  for (const words of sentences) {
    const folded = words.map(fold);
    folded.forEach((word, index) => {
      // One word ("dog", "perros") or two ("son chat", where "chat" alone could be English).
      const pair = `${folded[index - 1] ?? ''} ${word}`;
      const kind = ANIMALS.find((candidate) =>
        ANIMAL_WORDS[candidate].some(
          (term) => term === word || term === `${word.replace(/e?s$/, '')}` || term === pair,
        ),
      );
      if (!kind) return;
      const name = nameNear(words, index, ownName);
      if (!name || companions.some((companion) => companion.name === name)) return;
      const colour = [index - 1, index - 2, index + 1]
        .map((near) => COLOUR_WORDS[folded[near] ?? ''])
        .find(Boolean);
      companions.push({ name, kind, colour });
    });
    folded.forEach((word, index) => {
      const role = PEOPLE_NOUNS.find(([, nouns]) => nouns.includes(word))?.[0];
      if (!role) return;
      // "Friends: Sam and Lily", "sister Ana": the names that follow, in the same sentence.
      for (const candidate of words.slice(index + 1, index + 6)) {
        if (!isName(candidate, ownName) || candidate === words[0]) continue;
        if (named.some((person) => person.name === candidate) || companions.some((c) => c.name === candidate))
          continue;
        named.push({ name: candidate, role });
      }
    });
  }
  return { name: sentences.flat()[0] ?? '', child, age, companions, named };
}

/** The others on a page: the family shares the child's skin tone; a friend is their own person. */
export function lookOf(role: PersonRole, child: PersonLook, key: string, sex?: Sex): PersonLook {
  const look = roleLook(role, child, key);
  if (
    sex === 'man' &&
    look.hairStyle !== 'short' &&
    look.hairStyle !== 'curly' &&
    look.hairStyle !== 'afro'
  ) {
    return { ...look, hairStyle: 'short' };
  }
  if (sex === 'woman' && look.hairStyle === 'short')
    return { ...look, hairStyle: look.adult ? 'bun' : 'ponytail' };
  return look;
}

function roleLook(role: PersonRole, child: PersonLook, key: string): PersonLook {
  const random = randomFrom(hashText(`${role}|${key}`));
  const shirt = pick(
    random,
    SHIRT_COLOURS.filter((colour) => colour !== child.shirt),
  );
  const trousers = pick(random, TROUSER_COLOURS);
  switch (role) {
    case 'parent':
      return {
        ...child,
        hair: random() < 0.5 ? child.hair : darker(child.hair, 0.2),
        hairStyle: pick(random, ['short', 'long', 'bun'] as const),
        shirt,
        trousers,
        height: 500,
        adult: true,
        glasses: random() < 0.3,
        freckles: false,
      };
    case 'grandparent':
      return {
        ...child,
        hair: '#d8d6d2',
        hairStyle: pick(random, ['short', 'bun'] as const),
        shirt,
        trousers,
        height: 480,
        adult: true,
        glasses: true,
        freckles: false,
      };
    case 'sibling':
      return {
        ...child,
        hairStyle: pick(random, ['short', 'long', 'ponytail'] as const),
        shirt,
        trousers,
        height: child.height * 0.9,
      };
    case 'friend':
      return ownLook(random, shirt, trousers, child.height * (0.92 + random() * 0.1), false);
    default:
      // Someone met by their work is a grown-up of their own, in their work's colours.
      return {
        ...ownLook(random, TRADE_SHIRTS[role], trousers, 500, true),
        glasses: role === 'doctor',
        ...(role === 'doctor' ? { stethoscope: true } : {}),
      };
  }
}

/**
 * What each trade wears: a baker's and a chef's whites, a doctor's white coat, a dentist's mint tunic, a
 * hairdresser's dark one, a firefighter's red.
 */
const TRADE_SHIRTS: Record<Trade, string> = {
  baker: '#fbf8f2',
  chef: '#fbf8f2',
  doctor: '#f4f7fa',
  dentist: '#bfe8e0',
  hairdresser: '#3d405b',
  teacher: '#5b7fb8',
  farmer: '#7a9a4a',
  firefighter: '#d23c2a',
};

/** The hat of a trade, where it has one. */
export const TRADE_WEAR: Partial<Record<Trade, Headwear>> = {
  baker: 'toque',
  chef: 'toque',
  farmer: 'straw hat',
  firefighter: 'fire helmet',
};

/** Someone who is not family: their own hair, eyes and skin. */
function ownLook(
  random: () => number,
  shirt: string,
  trousers: string,
  height: number,
  adult: boolean,
): PersonLook {
  return {
    hair: pick(random, ['#2b2220', '#6b4429', '#e8c66a', '#b5502a', '#4a2f22']),
    hairStyle: pick(random, ['short', 'long', 'curly', 'braids', 'ponytail', 'afro'] as const),
    eyes: pick(random, ['#5a3a26', '#3d7cc9', '#4f9a5a', '#2b2220']),
    skin: pick(random, SKIN_TONES),
    shirt,
    trousers,
    height,
    adult,
    glasses: random() < 0.2,
    freckles: !adult && random() < 0.2,
  };
}

export type Pose = 'rest' | 'wave' | 'cheer' | 'hold';
export type Headwear = 'crown' | 'winter' | 'helmet' | 'toque' | 'straw hat' | 'fire helmet' | undefined;

export interface Figure {
  svg: string;
  /** Where the hands are, for what the person holds. */
  hands: { left: [number, number]; right: [number, number] };
  /** The top of the head. */
  top: [number, number];
}

function hairBack(look: PersonLook, cx: number, cy: number, r: number): string {
  const fill = { fill: look.hair };
  switch (look.hairStyle) {
    case 'long':
      return el('path', {
        d: path`M${cx - r * 1.05} ${cy}Q${cx - r * 1.2} ${cy + r * 1.7} ${cx - r * 0.6} ${cy + r * 1.75}L${cx + r * 0.6} ${cy + r * 1.75}Q${cx + r * 1.2} ${cy + r * 1.7} ${cx + r * 1.05} ${cy}Z`,
        ...fill,
      });
    case 'afro':
      return el('circle', { cx, cy: cy - r * 0.15, r: r * 1.45, ...fill });
    case 'curly':
      return [-1, 1]
        .flatMap((side) =>
          [0.2, 0.65, 1.05].map((dy) =>
            el('circle', { cx: cx + side * r * 0.98, cy: cy + r * dy, r: r * 0.34, ...fill }),
          ),
        )
        .join('');
    case 'ponytail':
      return el('ellipse', {
        cx: cx + r * 1.05,
        cy: cy + r * 0.5,
        rx: r * 0.38,
        ry: r * 0.85,
        transform: `rotate(-18 ${cx + r} ${cy})`,
        ...fill,
      });
    case 'braids':
      return [-1, 1]
        .map(
          (side) =>
            [0.45, 0.9, 1.35]
              .map((dy) => el('circle', { cx: cx + side * r * 1.02, cy: cy + r * dy, r: r * 0.24, ...fill }))
              .join('') +
            el('circle', { cx: cx + side * r * 1.02, cy: cy + r * 1.62, r: r * 0.12, fill: look.shirt }),
        )
        .join('');
    default:
      return '';
  }
}

function hairFront(look: PersonLook, cx: number, cy: number, r: number): string {
  const fill = { fill: look.hair };
  const cap = el('path', {
    d: path`M${cx - r * 1.04} ${cy + r * 0.05}A${r * 1.04} ${r * 1.06} 0 0 1 ${cx + r * 1.04} ${cy + r * 0.05}Q${cx + r * 0.75} ${cy - r * 0.45} ${cx + r * 0.1} ${cy - r * 0.42}Q${cx - r * 0.55} ${cy - r * 0.62} ${cx - r * 1.04} ${cy + r * 0.05}Z`,
    ...fill,
  });
  switch (look.hairStyle) {
    case 'curly':
    case 'afro':
      return Array.from({ length: 7 }, (_, index) => {
        const angle = Math.PI * (1.05 + (index / 6) * 0.9);
        return el('circle', {
          cx: cx + Math.cos(angle) * r * 0.92,
          cy: cy + Math.sin(angle) * r * 0.92,
          r: r * 0.36,
          ...fill,
        });
      }).join('');
    case 'bun':
      return cap + el('circle', { cx, cy: cy - r * 1.15, r: r * 0.42, ...fill });
    default:
      return cap;
  }
}

/** Eyes shut in sleep: two soft arcs. */
const closedEyes = (cx: number, eyeY: number, r: number): string =>
  [-1, 1]
    .map((side) =>
      el('path', {
        d: path`M${cx + side * r * 0.38 - r * 0.17} ${eyeY}Q${cx + side * r * 0.38} ${eyeY + r * 0.14} ${cx + side * r * 0.38 + r * 0.17} ${eyeY}`,
        stroke: '#1d1716',
        'stroke-width': r * 0.07,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    )
    .join('');

/** A smile: open and red awake, a closed curve asleep. */
const mouthOf = (cx: number, cy: number, r: number, asleep: boolean): string =>
  asleep
    ? el('path', {
        d: path`M${cx - r * 0.16} ${cy + r * 0.6}Q${cx} ${cy + r * 0.72} ${cx + r * 0.16} ${cy + r * 0.6}`,
        stroke: '#b0413e',
        'stroke-width': r * 0.07,
        fill: 'none',
        'stroke-linecap': 'round',
      })
    : el('path', {
        d: path`M${cx - r * 0.26} ${cy + r * 0.56}Q${cx} ${cy + r * 0.82} ${cx + r * 0.26} ${cy + r * 0.56}Z`,
        fill: '#b0413e',
      });

function face(look: PersonLook, cx: number, cy: number, r: number, asleep = false): string {
  const eyeY = cy + r * 0.12;
  const eyes = [-1, 1]
    .map((side) => {
      const x = cx + side * r * 0.38;
      return (
        el('ellipse', { cx: x, cy: eyeY, rx: r * 0.19, ry: r * 0.23, fill: '#ffffff' }) +
        el('circle', { cx: x, cy: eyeY + r * 0.03, r: r * 0.14, fill: look.eyes }) +
        el('circle', { cx: x, cy: eyeY + r * 0.03, r: r * 0.065, fill: '#1d1716' }) +
        el('circle', { cx: x + r * 0.05, cy: eyeY - r * 0.03, r: r * 0.04, fill: '#ffffff' }) +
        el('path', {
          d: path`M${x - r * 0.18} ${eyeY - r * 0.34}Q${x} ${eyeY - r * 0.45} ${x + r * 0.18} ${eyeY - r * 0.34}`,
          stroke: darker(look.hair, 0.2),
          'stroke-width': r * 0.07,
          fill: 'none',
          'stroke-linecap': 'round',
        })
      );
    })
    .join('');
  const cheeks = [-1, 1]
    .map((side) =>
      el('circle', {
        cx: cx + side * r * 0.6,
        cy: cy + r * 0.48,
        r: r * 0.15,
        fill: '#f28b82',
        opacity: 0.45,
      }),
    )
    .join('');
  const freckles = look.freckles
    ? [-1, 1]
        .flatMap((side) =>
          [
            [0.5, 0.38],
            [0.62, 0.44],
            [0.55, 0.52],
          ].map(([dx, dy]) =>
            el('circle', {
              cx: cx + side * r * dx,
              cy: cy + r * dy,
              r: r * 0.03,
              fill: darker(look.skin, 0.35),
            }),
          ),
        )
        .join('')
    : '';
  const glasses = look.glasses
    ? group(
        { fill: 'none', stroke: '#3a3a48', 'stroke-width': r * 0.06 },
        el('circle', { cx: cx - r * 0.38, cy: eyeY, r: r * 0.27 }),
        el('circle', { cx: cx + r * 0.38, cy: eyeY, r: r * 0.27 }),
        el('path', { d: path`M${cx - r * 0.11} ${eyeY}L${cx + r * 0.11} ${eyeY}` }),
      )
    : '';
  const nose = el('path', {
    d: path`M${cx - r * 0.06} ${cy + r * 0.38}Q${cx} ${cy + r * 0.45} ${cx + r * 0.06} ${cy + r * 0.38}`,
    stroke: darker(look.skin, 0.25),
    'stroke-width': r * 0.05,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  const mouth = mouthOf(cx, cy, r, asleep);
  // Glasses come off at night.
  return asleep
    ? cheeks + freckles + closedEyes(cx, eyeY, r) + nose + mouth
    : cheeks + freckles + eyes + glasses + nose + mouth;
}

/** A stethoscope hung round the neck, its two tubes down the chest to the round piece that listens. */
function stethoscopeOn(x: number, shoulderY: number, hipY: number, r: number, limb: number): string {
  const chestY = shoulderY + (hipY - shoulderY) * 0.5;
  return group(
    { class: 'stethoscope' },
    el('path', {
      d: path`M${x - r * 0.6} ${shoulderY - limb * 0.1}Q${x - r * 0.75} ${chestY - limb * 0.4} ${x} ${chestY}Q${x + r * 0.75} ${chestY - limb * 0.4} ${x + r * 0.6} ${shoulderY - limb * 0.1}`,
      stroke: '#3a3a48',
      'stroke-width': limb * 0.2,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    el('circle', {
      cx: x,
      cy: chestY + limb * 0.35,
      r: limb * 0.32,
      fill: '#c7ccd3',
      stroke: '#3a3a48',
      'stroke-width': limb * 0.12,
    }),
  );
}

/** The hat of someone at work: a baker's toque, a farmer's straw hat, a firefighter's red helmet. */
function tradeHat(kind: 'toque' | 'straw hat' | 'fire helmet', cx: number, cy: number, r: number): string {
  switch (kind) {
    case 'toque':
      // A baker's tall white hat: its band on the brow, its puff above.
      return group(
        { class: 'hat toque' },
        el('path', {
          d: path`M${cx - r * 0.8} ${cy - r * 0.55}L${cx - r * 0.95} ${cy - r * 1.45}Q${cx - r * 0.9} ${cy - r * 1.95} ${cx - r * 0.35} ${cy - r * 1.8}Q${cx} ${cy - r * 2.2} ${cx + r * 0.35} ${cy - r * 1.8}Q${cx + r * 0.9} ${cy - r * 1.95} ${cx + r * 0.95} ${cy - r * 1.45}L${cx + r * 0.8} ${cy - r * 0.55}Z`,
          fill: '#ffffff',
          stroke: '#d9d4cc',
          'stroke-width': r * 0.05,
        }),
        el('rect', {
          x: cx - r * 0.86,
          y: cy - r * 0.8,
          width: r * 1.72,
          height: r * 0.3,
          fill: '#f1ede6',
        }),
      );
    case 'straw hat':
      return group(
        { class: 'hat straw-hat' },
        el('ellipse', { cx, cy: cy - r * 0.62, rx: r * 1.55, ry: r * 0.26, fill: '#e9c46a' }),
        el('path', {
          d: path`M${cx - r * 0.75} ${cy - r * 0.62}Q${cx - r * 0.7} ${cy - r * 1.45} ${cx} ${cy - r * 1.45}Q${cx + r * 0.7} ${cy - r * 1.45} ${cx + r * 0.75} ${cy - r * 0.62}Z`,
          fill: '#e9c46a',
        }),
        el('rect', {
          x: cx - r * 0.74,
          y: cy - r * 0.86,
          width: r * 1.48,
          height: r * 0.18,
          fill: '#c0392b',
        }),
      );
    case 'fire helmet':
      return group(
        { class: 'hat fire-helmet' },
        el('path', {
          d: path`M${cx - r * 1.05} ${cy - r * 0.35}A${r * 1.05} ${r * 1.1} 0 0 1 ${cx + r * 1.05} ${cy - r * 0.35}Z`,
          fill: '#d23c2a',
        }),
        el('ellipse', { cx, cy: cy - r * 0.35, rx: r * 1.35, ry: r * 0.2, fill: '#b3301f' }),
        el('rect', {
          x: cx - r * 0.22,
          y: cy - r * 1.2,
          width: r * 0.44,
          height: r * 0.5,
          rx: r * 0.08,
          fill: '#f5c542',
        }),
      );
  }
}

function headwear(kind: Headwear, look: PersonLook, cx: number, cy: number, r: number): string {
  switch (kind) {
    case 'crown':
      return el('path', {
        class: 'thing crown',
        d: path`M${cx - r * 0.6} ${cy - r * 0.78}L${cx - r * 0.68} ${cy - r * 1.38}L${cx - r * 0.3} ${cy - r * 1.05}L${cx} ${cy - r * 1.5}L${cx + r * 0.3} ${cy - r * 1.05}L${cx + r * 0.68} ${cy - r * 1.38}L${cx + r * 0.6} ${cy - r * 0.78}Z`,
        fill: '#f5c542',
        stroke: '#c99a1c',
        'stroke-width': r * 0.05,
      });
    case 'winter':
      return (
        el('path', {
          d: path`M${cx - r * 1.02} ${cy - r * 0.2}A${r * 1.02} ${r * 1.05} 0 0 1 ${cx + r * 1.02} ${cy - r * 0.2}Z`,
          fill: look.shirt,
        }) +
        el('rect', {
          x: cx - r * 1.08,
          y: cy - r * 0.32,
          width: r * 2.16,
          height: r * 0.3,
          rx: r * 0.12,
          fill: lighter(look.shirt, 0.35),
        }) +
        el('circle', { cx, cy: cy - r * 1.18, r: r * 0.22, fill: lighter(look.shirt, 0.5) })
      );
    case 'toque':
    case 'straw hat':
    case 'fire helmet':
      return tradeHat(kind, cx, cy, r);
    case 'helmet':
      return el('circle', {
        cx,
        cy: cy + r * 0.1,
        r: r * 1.55,
        fill: '#bfe3ff',
        'fill-opacity': 0.28,
        stroke: '#ffffff',
        'stroke-width': r * 0.12,
      });
    default:
      return '';
  }
}

/**
 * A child asleep in bed (a bedtime ending): the head on the pillow, eyes closed, the blanket pulled up to the
 * chin over a body's gentle hump, breathing slowly.
 */
export function drawSleeper(draw: Draw, look: PersonLook, bed: Bed): string {
  const r = look.height * 0.12;
  const [cx, cy] = [bed.pillow[0] + r * 0.3, bed.pillow[1] - r * 0.35];
  const top = cy + r * 0.85;
  const cover = el('path', {
    d: path`M${cx - r * 0.9} ${top + r * 0.2}Q${cx + r * 1.5} ${top - r * 0.6} ${cx + r * 3.2} ${top - r * 0.2}Q${bed.footX - r * 0.8} ${top - r * 0.5} ${bed.footX} ${top + r * 0.4}L${bed.footX} ${top + r * 2.4}L${cx - r * 0.9} ${top + r * 2.4}Z`,
    fill: bed.blanket,
  });
  // The sheet turned down over the blanket, under the chin.
  const fold = el('path', {
    d: path`M${cx - r * 0.9} ${top + r * 0.2}Q${cx + r * 1.5} ${top - r * 0.6} ${cx + r * 3.2} ${top - r * 0.2}L${cx + r * 3.2} ${top + r * 0.25}Q${cx + r * 1.5} ${top - r * 0.15} ${cx - r * 0.9} ${top + r * 0.65}Z`,
    fill: '#fffaf0',
  });
  return group(
    { class: 'person asleep', 'data-hair-style': look.hairStyle },
    moving(draw, () => motion.bob(r * 0.06, 4.5, draw.motionRandom())),
    hairBack(look, cx, cy, r),
    el('circle', { cx, cy, r, fill: look.skin }),
    face(look, cx, cy, r, true),
    hairFront(look, cx, cy, r),
    cover,
    fold,
  );
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
/** A person standing with their feet at (x, y). */
export function drawPerson(
  draw: Draw,
  look: PersonLook,
  x: number,
  y: number,
  pose: Pose,
  wear: Headwear,
  scarf = false,
): Figure {
  const h = look.height;
  const r = h * (look.adult ? 0.1 : 0.135);
  const headY = y - h + r * 1.05;
  const shoulderY = headY + r * 1.35;
  const hipY = y - h * (look.adult ? 0.44 : 0.36);
  const bodyW = h * (look.adult ? 0.22 : 0.26);
  const limb = bodyW * 0.3;

  const hands = {
    left:
      pose === 'cheer'
        ? [x - bodyW * 1.05, shoulderY - h * 0.2]
        : pose === 'hold'
          ? [x - bodyW * 0.55, hipY - h * 0.04]
          : [x - bodyW * 0.95, hipY + h * 0.02],
    right:
      pose === 'cheer' || pose === 'wave'
        ? [x + bodyW * 1.05, shoulderY - h * 0.2]
        : pose === 'hold'
          ? [x + bodyW * 0.55, hipY - h * 0.04]
          : [x + bodyW * 0.95, hipY + h * 0.02],
  } as { left: [number, number]; right: [number, number] };

  const legs = [-1, 1]
    .map(
      (side) =>
        el('rect', {
          x: x + side * bodyW * 0.22 - limb / 2,
          y: hipY - limb * 0.5,
          width: limb,
          height: y - hipY - limb * 0.2,
          rx: limb * 0.4,
          fill: look.trousers,
        }) +
        el('ellipse', {
          cx: x + side * bodyW * 0.26,
          cy: y - limb * 0.15,
          rx: limb * 0.8,
          ry: limb * 0.42,
          fill: '#3b2f2f',
        }),
    )
    .join('');
  const arm = (hand: [number, number], side: number) =>
    el('path', {
      d: path`M${x + side * bodyW * 0.42} ${shoulderY + limb * 0.4}Q${(x + side * bodyW * 0.42 + hand[0]) / 2 + side * limb * 0.6} ${(shoulderY + hand[1]) / 2} ${hand[0]} ${hand[1]}`,
      stroke: look.shirt,
      'stroke-width': limb,
      fill: 'none',
      'stroke-linecap': 'round',
    }) + el('circle', { cx: hand[0], cy: hand[1], r: limb * 0.55, fill: look.skin });
  const body = el('path', {
    d: path`M${x - bodyW * 0.45} ${shoulderY + limb * 0.2}Q${x} ${shoulderY - limb * 0.4} ${x + bodyW * 0.45} ${shoulderY + limb * 0.2}L${x + bodyW * 0.55} ${hipY + limb * 0.3}Q${x} ${hipY + limb * 0.7} ${x - bodyW * 0.55} ${hipY + limb * 0.3}Z`,
    fill: look.shirt,
  });
  const neck = el('rect', {
    x: x - r * 0.25,
    y: headY + r * 0.8,
    width: r * 0.5,
    height: r * 0.6,
    fill: darker(look.skin, 0.08),
  });
  const scarfSvg = scarf
    ? el('path', {
        d: path`M${x - r * 0.7} ${headY + r * 1.1}Q${x} ${headY + r * 1.55} ${x + r * 0.7} ${headY + r * 1.1}L${x + r * 0.55} ${headY + r * 2.2}L${x + r * 0.25} ${headY + r * 2.2}L${x + r * 0.3} ${headY + r * 1.45}Q${x} ${headY + r * 1.6} ${x - r * 0.7} ${headY + r * 1.4}Z`,
        fill: lighter(look.shirt, 0.35),
      })
    : '';
  const ears = [-1, 1]
    .map((side) =>
      el('circle', { cx: x + side * r * 0.98, cy: headY + r * 0.2, r: r * 0.2, fill: look.skin }),
    )
    .join('');
  const head = el('circle', { cx: x, cy: headY, r, fill: look.skin });
  const stethoscope = look.stethoscope ? stethoscopeOn(x, shoulderY, hipY, r, limb) : '';

  const waving =
    pose === 'wave'
      ? moving(draw, () => motion.sway(10, x + bodyW * 0.42, shoulderY, 1.6 + draw.motionRandom()))
      : '';
  const svg = group(
    { class: look.adult ? 'person adult' : 'person', 'data-hair-style': look.hairStyle },
    // Bobbing: the person's own gentle breathing rhythm, out of step with the others.
    moving(draw, () => motion.bob(h * 0.02, 2.6 + draw.motionRandom() * 1.4, draw.motionRandom())),
    hairBack(look, x, headY, r),
    legs,
    body,
    arm(hands.left, -1),
    group({}, waving, arm(hands.right, 1)),
    neck,
    stethoscope,
    scarfSvg,
    ears,
    head,
    face(look, x, headY, r),
    wear === 'helmet' ? '' : hairFront(look, x, headY, r),
    headwear(wear, look, x, headY, r),
  );
  return { svg, hands, top: [x, headY - r * (wear === 'crown' ? 1.5 : 1.05)] };
}
