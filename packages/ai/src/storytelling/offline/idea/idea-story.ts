/**
 * A story told around the idea: the plan from the profile (story-plan.ts) with what the idea says on top.
 * The child always leads or goes at the lead's side: `partner` is the character the idea is about (the
 * firefighter puppy), `other` who or what the action is for (the kitten), `key` the thing that matters
 * most, `where` the idea's own place, `type` the kind of plot the action leads to (what goes wrong in the middle, what the end resolves).
 */
import { isPlanting } from './glossary';
import { ROLES, type RoleKey, type SettingKey } from '../lexicon';
import type { Relative, StoryPlan } from '../story-plan';
import { settingFeared } from '../story-plan';
import type { ActionType, IdeaAction, IdeaPart, IdeaReading } from './idea-reading';
import { plainText } from '../recognise';
import { familyPart } from './read-idea';

export interface IdeaStory extends StoryPlan {
  reading: IdeaReading;
  partner?: IdeaPart;
  other?: IdeaPart;
  key?: IdeaPart;
  /** Whom the idea makes or does something for ('a birthday cake for Grandma'): at the party, not on the way. */
  recipient?: IdeaPart;
  /** Where the idea happens ('the moon'): `place` is the plan's setting from the lexicon. */
  where?: IdeaReading['place'];
  action?: IdeaAction;
  type: ActionType;
  /** A first visit the idea is about ('goes to the doctor', 'her first day at school'): told as one (visit.ts). */
  visit?: Visit;
}

/**
 * The visits a child is taken on and may be nervous about: their stories reassure (a kind grown-up, a brave
 * moment, a sticker) where another idea's would go off past a hedge to a party.
 */
export type Visit = 'doctor' | 'dentist' | 'school' | 'haircut';

/** Plots whose object goes along with the child: a puppy to play with, a penguin helped home. */
const COMPANION_PLOTS: ReadonlySet<ActionType> = new Set(['play', 'help']);

/** Family the child lives with. */
const AT_HOME: ReadonlySet<RoleKey> = new Set(['mother', 'father', 'brother', 'sister']);

/** The part's place in the child's family ('Dad', in English 'dad (father)': father), when it names one. */
export function familyRoleOf(part: IdeaPart | undefined): RoleKey | undefined {
  if (part?.kind !== 'person') return undefined;
  const role = /\((\p{L}+)\)$/u.exec(part.english)?.[1] ?? part.english;
  return Object.hasOwn(ROLES, role) ? (role as RoleKey) : undefined;
}

/**
 * The parents, the one the idea brings along called as the idea calls them ('building a snowman with Dad'
 * when the profile's father is Papa): the book then has one father, named one way, at home and on the way,
 * not a Papa at home and a Dad in the snow. Only where the idea uses the family word as a name ('Dad'; 'her
 * dad' is left as the idea says it).
 */
function parentsAsTheIdeaCalls(
  parents: readonly Relative[],
  partner: IdeaPart | undefined,
  role: RoleKey | undefined,
): Relative[] {
  const index = parents.findIndex((parent) => parent.role === role);
  if (!partner || index < 0 || !/^\p{Lu}/u.test(partner.then)) return [...parents];
  return parents.map((parent, i) => (i === index ? { ...parent, label: partner.then } : parent));
}

/** Words that make a thing something to look for ('a lost key', 'la llave perdida', 'der verlorene Schlüssel'). */
const LOST =
  /\b(lost|missing|hidden|perdid[oa]s?|escondid[oa]s?|perdu[e]?s?|cache[e]?s?|verloren\w*|versteckt\w*|pers[oa]|perdut[oa]|nascost[oa]|desaparecid[oa])\b/;

function typeOf(reading: IdeaReading): ActionType {
  if (reading.action) return reading.action.type;
  if (reading.things.some((thing) => LOST.test(plainText(thing.written)))) return 'find';
  if (reading.place) return 'travel';
  return 'play';
}

/** Where an idea without a place of its own is best told, from what it names (English, from the glossary). */
const SETTING_OF: ReadonlyArray<[RegExp, SettingKey]> = [
  [/\b(moon|rocket|star|planet|astronaut|alien|space)\b/, 'space'],
  [/\b(castle|knight|princess|prince|king|queen|crown|wizard)\b/, 'castle'],
  [/\b(snow|snowman|penguin|winter|sledge)\b/, 'snow'],
  [/\b(sea|beach|shell|boat|ship|lighthouse|pirate|island|sandcastle|fish|dolphin)\b/, 'beach'],
  [/\b(farm|farmer|cow|horse|hen|pig|sheep|tractor|pumpkin)\b/, 'farm'],
  [
    /\b(school|teacher|bus|fire engine|firefighter|police|town|city|market|shop|shopkeeper|baker|bakery|doctor|library|museum|car|train)\b/,
    'town',
  ],
  [/\b(mountain|hill|volcano|cave)\b/, 'mountain'],
  [/\b(garden|flower|seed|sunflower|gardener|carrot|bee|butterfly)\b/, 'garden'],
  [/\b(tree|forest|woods|owl|fox|hedgehog|squirrel|bear|deer|mushroom)\b/, 'forest'],
  [/\b(jungle|monkey|tiger|parrot|elephant)\b/, 'jungle'],
  [/\b(kite|balloon|cloud|rainbow|sky|bird|plane)\b/, 'sky'],
];

function settingOf(plan: StoryPlan, reading: IdeaReading): SettingKey {
  // A town called by its name ('Paris', 'Timbuktu') is a town, whatever its name's words.
  if (reading.place?.town && !settingFeared(plan, 'town')) return 'town';
  const parts = [reading.place, ...reading.things, ...reading.cast].filter((part) => part !== undefined);
  for (const part of parts) {
    const english = ` ${part.english.toLowerCase()} `;
    const found = SETTING_OF.find(([words]) => words.test(english))?.[1];
    if (found && !settingFeared(plan, found)) return found;
  }
  return plan.setting;
}

/** Outings and events, in the glossary's English: what the child goes on or has, never a character. */
const OUTING =
  /\b(?:trip|journey|holiday|vacation|outing|visit|day|party|picnic|excursion|tour|walk|hike|voyage|expedition|adventure|quest)s?$/;

/** An outing ('a bedtime journey', 'a trip'): what the child goes on, never a thing to draw or to find. */
export const isOuting = (part: IdeaPart | undefined): boolean => !!part && OUTING.test(part.english);

/**
 * A bedtime book's journey ('A bedtime journey to the Silver Moon'): a dream, from bed at night and back to
 * bed, its pages drawn at night.
 */
export const dreamJourney = (story: IdeaStory): boolean =>
  story.genre === 'Bedtime' && story.type === 'travel';

/** Verbs of meeting (infinitives, six languages): whom the child meets is a companion, not a goal. */
const MEETING =
  /^(?:meet|befriend|conocer|encontrarse con|rencontrer|kennenlernen|treffen|incontrare|conoscere|conhecer)$/;

/**
 * The reading as the story tells it. An outing in a character's place ('a trip to the zoo to see the
 * elephants') is one of the things, and the child leads. Meeting someone ('Maya meets a friendly dragon') is
 * how the story starts, not what it is for: the one met comes into the story as a character that leads
 * ('One morning, Maya met a friendly dragon'), with no wish of the idea's own.
 */
function asTold(reading: IdeaReading): { told: IdeaReading; met: boolean } {
  // Only an outing ('a pirate adventure' too): a thing that acts is a character ('a school bus that is too
  // tired to climb the hill').
  const lifeless = reading.cast.filter((part) => OUTING.test(part.english));
  const told: IdeaReading =
    lifeless.length === 0
      ? reading
      : {
          ...reading,
          cast: reading.cast.filter((part) => !lifeless.includes(part)),
          things: [...lifeless, ...reading.things],
          childInIdea: reading.childInIdea || lifeless.includes(reading.cast[0]),
        };
  const { action, object } = told;
  if (
    !told.childInIdea ||
    !action ||
    !object ||
    !told.cast.includes(object) ||
    !MEETING.test(action.infinitive)
  ) {
    return { told, met: false };
  }
  const cast = [object, ...told.cast.filter((part) => part !== object)];
  return { told: { ...told, action: undefined, object: undefined, childInIdea: false, cast }, met: true };
}

/** `placeNamed`: the idea names a place the lexicon knows ('Sunny Bay', 'the beach'): the plan keeps it. */
export function ideaStory(plan: StoryPlan, read: IdeaReading, placeNamed = false): IdeaStory {
  const { told: reading, met } = asTold(read);
  const [first, second] = reading.cast;
  // The one the action is done to ('a kitten') is not the partner when a character before it leads; nor,
  // when the child leads, when someone else goes along ('building a snowman with Dad': Dad goes along).
  // Nor, when nobody else is named, is whom or what the child rescues, makes, sees or visits ('rescuing
  // three kittens from a tree': Maya does not set off with the kittens); whom the child plays with or
  // helps along goes along.
  const madeOrMet =
    reading.childInIdea &&
    reading.object === first &&
    (second !== undefined || !COMPANION_PLOTS.has(typeOf(reading)));
  const partner = madeOrMet ? second : first;
  const other = madeOrMet ? first : second;
  const key = reading.things.find((thing) => thing !== undefined);
  return withGrownUpCook({
    ...plan,
    parents: parentsAsTheIdeaCalls(plan.parents, partner, familyRoleOf(partner)),
    setting: placeNamed ? plan.setting : settingOf(plan, reading),
    // The child leads whenever the idea gives its character nothing to do ('dinosaurs', 'a lost key'),
    // unless the child meets that character.
    reading: reading.action || met ? reading : { ...reading, childInIdea: true },
    partner,
    other,
    key,
    ...(reading.recipient ? { recipient: reading.recipient } : {}),
    where: reading.place,
    action: reading.action,
    type: typeOf(reading),
    ...visitIn(reading),
  });
}

/**
 * A visit's words, plain (no accents, lower case), as the head word of one of the idea's parts: 'the doctor', 'una
 * revisión', 'Schultag', 'a check-up'. The dentist before the doctor: German's 'Zahnarzt' is an 'Arzt' too.
 */
export const VISIT_WORDS: ReadonlyArray<[Visit, RegExp]> = [
  ['dentist', /(?:^| )(?:dentists?|dentista|dentiste|zahnarzt\w*|zahnarztin)$/],
  [
    'doctor',
    /(?:^| )(?:doctors?|doctora|check ?ups?|medic[oa]|medecin|docteur|pediatr[ae]|arzt|arztin|kinderarzt\w*|dottore(?:ssa)?|pediatra|revision|chequeo|hospital|hopital|krankenhaus|ospedale)$/,
  ],
  [
    'haircut',
    /(?:^| )(?:hairdressers?|haircuts?|barbers?|peluquer(?:ia|o|a)|coiffeur|coiffeuse|friseur\w*|parrucchier[ea]|barbiere|cabeleireir[oa]|barbeiro)$/,
  ],
  [
    'school',
    /(?:^| )(?:school|nursery|kindergarten|preschool|escuela|colegio|guarderia|ecole|maternelle|creche|schule|schultag\w*|kita|scuola|asilo|escola|infantario)$/,
  ],
];

/**
 * The visit the idea is about: the child goes there (or the idea names only the visit, 'Maya's first day at
 * school'), not an idea in which someone is helped, rescued or played with there ('Maya helps the doctor').
 */
export function visitIn(reading: IdeaReading): { visit?: Visit } {
  const type = typeOf(reading);
  if (reading.action && (!reading.childInIdea || (type !== 'travel' && type !== 'other'))) return {};
  const phrasesOf = (part: IdeaPart | undefined) =>
    part ? [plainText(part.english), plainText(part.bare)] : [];
  const named = (phrases: string[]) =>
    VISIT_WORDS.find(([, words]) => phrases.some((phrase) => words.test(phrase)))?.[0];
  // Whom the child goes to see, when it is someone else ('visits Grandma in the hospital'), is the story.
  const { object } = reading;
  if (object && ANIMATE_PARTS.has(object.kind) && !named(phrasesOf(object))) return {};
  const visit = named([reading.place, object, ...reading.things, ...reading.cast].flatMap(phrasesOf));
  return visit ? { visit } : {};
}

const ANIMATE_PARTS: ReadonlySet<IdeaPart['kind']> = new Set(['person', 'animal', 'creature']);

/**
 * A child who cooks with nobody named ('Maya bakes a birthday cake') cooks with a parent from home: an oven
 * is a grown-up's job too, and the book shows one there, as the family calls them.
 */
function withGrownUpCook(story: IdeaStory): IdeaStory {
  if (story.partner || !story.reading.childInIdea || !cooksAtHome(story)) return story;
  const parent = story.parents.find((relative) => relative.label && relative.role);
  return parent?.role ? { ...story, partner: familyPart(parent.label, parent.role) } : story;
}

/**
 * The partner is family the child lives with ('building a snowman with Dad') or the child's own ('her teal
 * kite'): they go home together.
 */
export function partnerLivesAtHome(story: IdeaStory): boolean {
  const role = familyRoleOf(story.partner);
  return (role !== undefined && AT_HOME.has(role)) || story.partner?.possessive === true;
}

/**
 * Who waits at home at the end (`parentOf`: the voice's word for the first parent): never the parent who
 * comes home with the child.
 */
export function waitingAtHome(
  story: IdeaStory,
  parentOf: (plan: StoryPlan) => string | undefined,
): string | undefined {
  if (!partnerLivesAtHome(story)) return parentOf(story);
  const role = familyRoleOf(story.partner);
  return parentOf({ ...story, parents: story.parents.filter((parent) => parent.role !== role) });
}

/** Food a child makes at home, in the glossary's English ('cookies', 'birthday cake', 'paella'). */
const HOME_FOOD =
  /\b(?:cookies?|biscuits?|cakes?|cupcakes?|muffins?|pancakes?|cr[eê]pes?|waffles?|bread|pizzas?|paella|soup|pies?|tarts?|sandwich(?:es)?|lemonade|jam|dinner|breakfast)$/;

/**
 * The idea is cooking or baking, with no place of its own ('baking cookies with Mama', 'learn to cook
 * paella'): it happens in the kitchen at home, so nobody sets off anywhere, nor goes home at the end.
 */
export function cooksAtHome(story: IdeaStory): boolean {
  if (story.where || !story.action || !['make', 'learn'].includes(story.type)) return false;
  return foodOfIdea(story) !== undefined;
}

/** The idea's focus when it is a lifeless thing ('a birthday cake', not 'a kitten'): a job, not someone to help. */
export function focusThing(story: IdeaStory): IdeaPart | undefined {
  const focus = focusOf(story);
  return focus?.kind === 'thing' ? focus : undefined;
}

/** The food the idea is about ('bake cookies', 'deliver a birthday cake'): what the party shares. */
export function foodOfIdea(story: IdeaStory): IdeaPart | undefined {
  const thing = focusThing(story);
  return thing && HOME_FOOD.test(thing.english.toLowerCase()) ? thing : undefined;
}

/** The partner when the idea names them; the grown-up who cooks with the child (`withGrownUpCook`) is not. */
export const namedPartner = (story: IdeaStory): IdeaPart | undefined =>
  story.partner && story.reading.cast.includes(story.partner) ? story.partner : undefined;

/** What is planted to grow, in the glossary's English ('magic seed', 'sunflowers', 'apple tree'). */
const GROWN =
  /\b(?:seeds?|flowers?|sunflowers?|tulips?|roses?|trees?|plants?|beans?|beanstalks?|vegetables?|carrots?|pumpkins?)$/;

/**
 * The idea plants something that grows ('Maya plants a magic seed'): it grows, where a thing built wobbles. Not
 * a painting of flowers, nor a flag planted on the moon.
 */
export function plantsSomething(story: IdeaStory): boolean {
  const thing = focusThing(story);
  return (
    story.type === 'make' &&
    !!story.action &&
    isPlanting(story.action.infinitive) &&
    !!thing &&
    GROWN.test(thing.english.toLowerCase())
  );
}

/**
 * Who comes to the party: whom it was all for first, then the family and friend, but not the partner, who was
 * there all along.
 */
export const partyGuests = (story: IdeaStory, family: readonly string[], friend?: string): string[] => [
  ...new Set(
    [...(story.recipient ? [story.recipient.then] : []), ...family, ...(friend ? [friend] : [])].filter(
      (guest) => guest !== story.partner?.then,
    ),
  ),
];

/** Who gives the child the thank-you hug at the end: whom it was all for, else the partner. */
export const thanksTheChild = (story: IdeaStory): IdeaPart | undefined => story.recipient ?? story.partner;

/** The idea's lead is the child's family ('Papa builds a treehouse'): the child does not meet them. */
export const familyLeads = (story: IdeaStory): boolean => familyRoleOf(story.partner) !== undefined;

/**
 * The problem's own words already say what the child wants (a search: 'They looked high and low for her lost
 * kitten'; a game or anything else: 'It was time to …'): the page does not say it a second time.
 */
export const problemSaysTheWish = (story: IdeaStory): boolean =>
  story.type === 'find' || story.type === 'play' || story.type === 'other';

/** The lead is family or the child's own ('her teal kite wants to fly'): known already, never met. */
export const partnerKnown = (story: IdeaStory): boolean =>
  familyLeads(story) || story.partner?.possessive === true;

/** The child and a partner of the child's own sex, both girls ('juntas'), for the voices that say so. */
export const bothGirls = (story: IdeaStory): boolean =>
  story.gender === 'girl' && story.partner?.gender === 'f';

/**
 * The child sets off with nobody at the side: no character from the idea and no pet. The voices then tell
 * the team's sentences in the singular ('Sam partiu', not 'Sam partiram').
 */
export const goesAlone = (story: IdeaStory): boolean => !story.partner && !story.pet;

/**
 * The words naming the companion beside the wish ('Maya wants to build a rocket, together with Grandpa'):
 * none when the action already names them ('go to the zoo with grandma').
 */
export const besideWish = (story: IdeaStory, say: (partner: IdeaPart) => string): string =>
  story.partner && !actionNamesPartner(story) ? say(story.partner) : '';

/** The action names the companion ('go to the zoo with grandma'). */
export const actionNamesPartner = (story: IdeaStory): boolean =>
  // 'con mamá' names the profile's 'Mamá'.
  !!story.partner && !!story.action?.phrase.toLowerCase().includes(story.partner.bare.toLowerCase());

/** Who or what the action is for, or else the thing that matters: 'the kitten', 'the warm home'. */
export const focusOf = (story: IdeaStory): IdeaPart | undefined =>
  story.other ?? story.reading.object ?? story.key;

/**
 * A word agreeing with what the story is about, in number and, where a language asks, in gender: 'it' or
 * 'they'; 'Eccolo!', 'Eccola!', 'Eccoli!', 'Eccole!' (the lost keys were 'it' and 'was nowhere to be seen').
 */
export function agreeing(
  story: IdeaStory,
  one: string,
  many: string,
  feminine?: { one: string; many: string },
): string {
  const focus = focusOf(story);
  const forms = focus?.gender === 'f' && feminine ? feminine : { one, many };
  return focus?.plural ? forms.many : forms.one;
}

/**
 * The action's words without its verb, things already met: what a lost thing is ('his key in the storm' of
 * 'lose his key in a storm'). The verb is first in most languages, last in German.
 */
export function objectWords(story: IdeaStory): string {
  const action = story.action;
  if (!action) return '';
  const phrase = action.phraseThen;
  if (phrase.startsWith(action.infinitive)) return phrase.slice(action.infinitive.length).trim();
  return phrase.endsWith(action.infinitive) ? phrase.slice(0, -action.infinitive.length).trim() : phrase;
}

/** The wish already says where ('find a lost lantern in the forest'): the way there is not told again. */
export const wishNamesPlace = (story: IdeaStory): boolean =>
  !!story.where && !!story.action?.phrase.includes(story.where.bare);

/** A phrase without the idea's place, for the youngest readers' short sentences. */
export function withoutPlace(story: IdeaStory, phrase: string): string {
  const where = story.where;
  if (!where || !phrase.includes(where.written)) return phrase;
  const place = where.preposition ? `${where.preposition} ${where.written}` : where.written;
  return phrase.replace(` ${place}`, '').replace(` ${where.written}`, '') || phrase;
}

/** The idea's other characters and things, seen on the way (not names, not the plot's own parts). */
export function sideParts(story: IdeaStory): IdeaPart[] {
  const main = new Set([story.partner, story.other, story.reading.object, story.key, story.where]);
  return [...story.reading.cast, ...story.reading.things]
    .filter((part) => !main.has(part) && !/^\p{Lu}/u.test(part.bare))
    .slice(0, 3);
}
