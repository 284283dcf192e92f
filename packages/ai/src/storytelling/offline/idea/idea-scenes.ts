/**
 * Each page's picture, described in English in the labelled form the offline illustrator reads (and any
 * model illustrator reads as plain English): what happens, then Place, Time, Weather (and Season, when the
 * idea is set in autumn), who is On the page, the Key thing and its state, and the Action. Pages differ as
 * the story moves: home, the way, the place, the problem, the try, the end of it, the party, home again.
 * Fears are never drawn.
 */
import type { BeatKey } from '../languages/language-pack';
import { ANIMALS, SETTINGS } from '../lexicon';
import { plainText } from '../recognise';
import { fearWords } from '../story-plan';
import type { ActionType, IdeaPart } from './idea-reading';
import {
  cooksAtHome,
  dreamJourney,
  familyRoleOf,
  isOuting,
  partnerKnown,
  plantsSomething,
  type IdeaStory,
} from './idea-story';
import { castLook, namedPerson } from './cast-look';
import { journeyOf, vehicleOf, type Journey } from './journey';
import { visitScene } from './visit-scenes';

/** Where the idea's thing is while the problem lasts, by plot. */
const KEY_STATE: Record<ActionType, string> = {
  rescue: 'stuck and in need of help',
  find: 'hidden somewhere out of sight',
  make: 'only half made',
  learn: 'waiting to be tried',
  travel: 'far away in the distance',
  help: 'too big for one pair of hands',
  play: 'ready to play with',
  other: 'right in the middle of everything',
};

/** Where the idea's thing is once it is done, by plot: a rescued kitten is safe, a snowman finished. */
const KEY_DONE: Record<ActionType, string> = {
  rescue: 'safe and happy',
  find: 'found at last',
  make: 'finished',
  learn: 'done at last',
  travel: 'reached at last',
  help: 'all done',
  play: 'the best fun ever',
  other: 'all sorted out',
};

const DOING: Record<ActionType, string> = {
  rescue: 'reaching out carefully to help',
  find: 'searching high and low',
  make: 'making it together',
  learn: 'practising together',
  travel: 'travelling along the way',
  help: 'helping together',
  play: 'playing together',
  other: 'working together',
};

const english = (part: IdeaPart | undefined) => part?.english;

/**
 * Whether the idea's thing is looked for: out of sight until it is found, so it is drawn from then on (home
 * with the child at the end), never on the pages where it is "nowhere to be seen".
 */
const lookedFor = (story: IdeaStory): boolean => story.type === 'find';

/**
 * The partner as the picture names them: family by the name the book calls them ('Mama (mother)'), anyone
 * else with 'the' ('the firefighter puppy').
 */
function drawnPartner(story: IdeaStory, english: string): string {
  const role = familyRoleOf(story.partner);
  const name = story.partner?.then ?? '';
  if (namedPerson(story.partner)) return name;
  return role && /^\p{Lu}/u.test(name) ? `${name} (${role})` : `the ${english}`;
}

/** Where cooking and baking happen (`cooksAtHome`): the kitchen at home, drawn indoors. */
const KITCHEN = 'a cosy kitchen at home, with an oven, a wooden table, mixing bowls and jars of flour';

function where(story: IdeaStory, beat: BeatKey): string {
  if (beat === 'home' || beat === 'companion') return 'home';
  // A sleepy ending is in bed.
  if (cooksAtHome(story) && beat !== 'call' && !(beat === 'ending' && story.sleepyEnding)) return KITCHEN;
  if (beat === 'ending') return 'home';
  if (beat === 'call') return story.reading.childInIdea ? 'home' : 'garden';
  const journey = journeyOf(story);
  if (beat === 'setOff') return SET_OFF[journey] ?? (dreamJourney(story) ? MOONLIT_GARDEN : FROM_THE_GARDEN);
  const enRoute = EN_ROUTE[journey];
  if (enRoute && ON_THE_WAY.has(beat)) return enRoute;
  // Where a journey through space arrives is in space too ('the silver moon' was drawn as a meadow).
  if (story.where && journey === 'space') return `${story.where.english}, out in space among the stars`;
  // A town by its name is drawn as the town it is in the story, and named ('Paris, a cheerful little town').
  if (story.where?.town && story.setting === 'town') return `${story.where.english}, ${SETTINGS.town.scene}`;
  return story.where?.english ?? SETTINGS[story.setting].scene;
}

/** The pages of a journey on its way, before it gets there. */
const ON_THE_WAY: ReadonlySet<BeatKey> = new Set(['arrive', 'meet', 'obstacle', 'feelings', 'solve']);

/** Where a journey sets off: on foot through the garden gate, by road, else from the garden at home. */
const SET_OFF: Partial<Record<Journey, string>> = {
  land: 'a garden gate and a winding path',
  road: 'a country road winding between green fields',
};
/**
 * What is planted, as the page has got (a seed is not made: it waits by its hole, is watered, then sprouts),
 * in words a model illustrator reads as plainly as the offline one (scene.ts reads 'waiting to be planted' and
 * 'just planted' as a snowman's half made and nearly made).
 */
const PLANTED = {
  before: 'waiting to be planted',
  tried: 'just planted, being watered',
  done: 'sprouting into a little green shoot',
} as const;

/** Where a rocket, a balloon or a boat leaves from. */
const FROM_THE_GARDEN = 'a sunny garden with flower beds';
/** Where a dream journey leaves from: the garden at night. */
const MOONLIT_GARDEN = 'a moonlit garden with flower beds';

/**
 * Where a journey is on its way, when it is not on the ground: nobody stands on the moon before reaching it.
 * A gentle way (a child who fears the sea or heights) is not drawn: its pages show where they are going.
 */
const EN_ROUTE: Partial<Record<Journey, string>> = {
  space: 'outer space, among the stars and planets',
  sky: 'high up in the sky, among the clouds',
  sea: 'the open sea, with waves all around',
};

/** The key thing on the try's page: what they make nearly there (finished on the next), what they look for still hidden. */
function triedOn(story: IdeaStory, thing: string): string {
  if (plantsSomething(story)) return `${thing}, ${PLANTED.tried}`;
  if (story.type === 'make') return `${thing}, nearly made`;
  return lookedFor(story) ? `${thing}, ${KEY_STATE.find}` : thing;
}

/**
 * The problem's page: a search, a start on what is made, a journey on its way (in what carries them), else
 * finding what the idea is about.
 */
function meeting(
  story: IdeaStory,
  withPartner: string,
  thing: string | undefined,
  vehicle: string | undefined,
): string {
  if (lookedFor(story)) return `${story.name}${withPartner} searching everywhere`;
  if (story.type === 'travel' && (!thing || thing === vehicle)) {
    const to = story.where && (story.where.town ? story.where.english : `the ${story.where.english}`);
    return `${story.name}${withPartner} on the way${to ? ` to ${to}` : ''}`;
  }
  if (plantsSomething(story) && thing) return `${story.name}${withPartner} digging a hole for the ${thing}`;
  if (story.type === 'make' && thing) return `${story.name}${withPartner} starting on the ${thing}`;
  return `${story.name}${withPartner} finding the ${thing ?? 'problem'}`;
}

/** A page's moment: what happens, the action drawn, and the key thing with its state. */
interface Moment {
  what: string;
  action: string;
  key?: string;
}

/** Setting off and on the way there: into the kitchen to cook, aboard what carries them, else on foot. */
function gettingThere(
  story: IdeaStory,
  beat: 'setOff' | 'arrive',
  withPartner: string,
  vehicle: string | undefined,
): Moment {
  const team = `${story.name}${withPartner}`;
  if (cooksAtHome(story)) {
    return beat === 'setOff'
      ? { what: `${team} putting on aprons`, action: 'tying an apron' }
      : { what: `${team} laying out bowls, spoons and flour`, action: 'stirring' };
  }
  if (beat === 'arrive')
    return { what: `${team} arriving and looking around in wonder`, action: 'looking around' };
  // What carries them is named once, as the key thing: the garden it leaves from is drawn, not the space
  // it flies to.
  if (!vehicle) return { what: `${team} setting off with a small backpack`, action: 'walking' };
  // Nobody climbs aboard a bike.
  const off = journeyOf(story) === 'road' ? 'setting off' : 'climbing aboard, ready to go';
  return { what: `${team} ${off}`, action: 'waving goodbye', key: vehicle };
}

/**
 * The idea's page: in bed for a dream journey; meeting whom the child has not met; else having the idea
 * together. What is looked for is lost already (said so, since the page's words name it); what is to be made
 * is not there yet (`key`).
 */
function calling(story: IdeaStory, who: string | undefined, key: string | undefined): Moment {
  if (dreamJourney(story)) return { what: `${story.name} asleep in bed, dreaming`, action: 'sleeping' };
  // Family and the child's own are not met: they have the idea together.
  if (who && !partnerKnown(story)) {
    return {
      what: `${story.name} meeting ${who}`,
      action: 'waving hello',
      key: lookedFor(story) ? key : undefined,
    };
  }
  return {
    what: `${story.name}${who ? ` and ${who}` : ''} having a big idea`,
    action: 'jumping with excitement',
    key,
  };
}

function moment(story: IdeaStory, beat: BeatKey): Moment {
  // Neither a fear nor an outing is drawn ('Key thing: bedtime journey' drew nothing, and said 'finding' it).
  const drawn = (part: IdeaPart | undefined) =>
    feared(story, part?.bare) || isOuting(part) ? undefined : english(part);
  const partner = drawn(story.partner);
  const thing = drawn(story.other ?? story.key);
  // Looking for something names it, and a thing made for someone names them: the search is drawn without
  // what is looked for, the making without whom it is for (the surprise comes at the party).
  const doing =
    story.action && !feared(story, story.action.english) && !lookedFor(story) && !story.recipient
      ? story.action.english
      : DOING[story.type];
  const who = partner && drawnPartner(story, partner);
  const withPartner = who ? ` and ${who}` : '';
  // What carries them is with them all the way: never far away, nor reached.
  const vehicle = english(vehicleOf(story));
  // Where the thing is while the problem lasts, or once it is done: a planted seed by how far it has grown.
  const stated = (stage: 'before' | 'done') =>
    thing &&
    (thing === vehicle
      ? thing
      : `${thing}, ${plantsSomething(story) ? PLANTED[stage] : (stage === 'done' ? KEY_DONE : KEY_STATE)[story.type]}`);
  const lost = lookedFor(story) ? stated('before') : undefined;
  switch (beat) {
    case 'home':
      return { what: `${story.name} at home with the family`, action: 'smiling' };
    case 'companion':
      return { what: `${story.name} playing at home`, action: 'playing' };
    case 'call':
      return calling(story, who, lost ?? (story.type === 'make' ? undefined : thing));
    case 'setOff':
    case 'arrive':
      return gettingThere(story, beat, withPartner, vehicle);
    case 'meet':
      return {
        what: meeting(story, withPartner, thing, vehicle),
        action: 'looking up',
        key: stated('before'),
      };
    case 'obstacle':
      return {
        what: `${story.name}${withPartner} stopping, puzzled`,
        action: 'thinking hard',
        key: stated('before'),
      };
    case 'feelings':
      return { what: `${story.name}${withPartner} taking a deep breath together`, action: 'holding hands' };
    case 'solve':
      return {
        what: `${story.name}${withPartner} trying again`,
        action: doing,
        key: thing && triedOn(story, thing),
      };
    case 'reached':
      return {
        what: `${story.name}${withPartner} cheering: they did it`,
        action: 'cheering',
        key: stated('done'),
      };
    case 'party':
      // What was looked for is found by now: the party's lantern is no longer 'lost'.
      return {
        what: 'everyone celebrating together',
        action: 'dancing',
        key: lookedFor(story) ? thing?.replace(/^(?:lost|missing) /, '') : thing,
      };
    case 'ending':
      return story.sleepyEnding
        ? { what: `${story.name} asleep in bed, smiling`, action: 'sleeping' }
        : cooksAtHome(story)
          ? { what: `${story.name}${withPartner} washing the bowls in the evening`, action: 'hugging' }
          : { what: `${story.name} back home at sunset`, action: 'hugging' };
  }
}

const TIME: Partial<Record<BeatKey, string>> = {
  home: 'morning',
  call: 'morning',
  party: 'evening',
  ending: 'evening',
};

/** The pages of a dream journey told in the day: the child at home before it. */
const DAYTIME: ReadonlySet<BeatKey> = new Set(['home', 'companion']);

function onPage(story: IdeaStory, beat: BeatKey): string[] {
  const who = [`${story.name} (the child)`];
  const away = beat !== 'home' && beat !== 'companion' && beat !== 'ending';
  const shown = (part: IdeaPart | undefined): part is IdeaPart =>
    part !== undefined && !feared(story, part.bare);
  if (shown(story.partner) && (away || beat === 'ending')) who.push(castLook(story.partner));
  const otherOn = lookedFor(story)
    ? ['reached', 'party', 'ending']
    : ['meet', 'obstacle', 'solve', 'reached', 'party'];
  if (shown(story.other) && otherOn.includes(beat)) {
    who.push(castLook(story.other));
  }
  // Whom it was all for comes to the party, and hugs the child there.
  if (shown(story.recipient) && beat === 'party') who.push(castLook(story.recipient));
  if (beat === 'party') who.push(...partyFaces(story, who));
  if (story.pet) {
    const kind = story.pet.animal ? ANIMALS[story.pet.animal].scene : story.pet.type || 'pet';
    who.push(`${story.pet.name} (${kind})`);
  }
  return who;
}

/**
 * The guests the party's words name and no one has drawn yet: the friend and a parent ("Everyone came to
 * celebrate: Mama, Papa, … and Zoe"), after whoever the page already has.
 */
function partyFaces(story: IdeaStory, drawn: readonly string[]): string[] {
  const parent = story.parents.find((relative) => relative.label && relative.role);
  const faces = [
    ...(story.friend ? [`${story.friend.name} (friend)`] : []),
    ...(parent ? [`${parent.label} (${parent.role})`] : []),
  ];
  // 'mama (mother)' the partner is the profile's Mama: one face for a name or a role already drawn.
  const seen = (face: string) => {
    const [name, role] = face.toLowerCase().split(' (');
    return drawn.some((entry) => entry.toLowerCase().startsWith(name) || entry.includes(` (${role}`));
  };
  return faces.filter((face) => !seen(face));
}

/** Whether a drawn part touches one of the child's fears: fears are never drawn. */
function feared(story: IdeaStory, text: string | undefined): boolean {
  if (!text) return false;
  const plain = ` ${plainText(text)} `;
  return story.fears.flatMap(fearWords).some((word) => plain.includes(` ${plainText(word)} `));
}

/**
 * An idea set in autumn, in the languages the storyteller reads: "fall" only where it is the season ("in the
 * fall", "of fall", "fall leaves"), not a tumble or sleep.
 */
const AUTUMN =
  /autumn|otoño|otono|automne|herbst|autunno|outono|\bfall(en)? leaves|\b(in|of|this|last|next) (the )?fall\b|\bfall (day|colou?rs?)/i;

export function ideaScene(story: IdeaStory, beat: BeatKey): string {
  // A visit's own pages; the child's home and companion are drawn as in every book.
  if (story.visit && beat !== 'home' && beat !== 'companion') return visitScene(story, story.visit, beat);
  const moment_ = moment(story, beat);
  const { what, action } = moment_;
  const key = feared(story, moment_.key) ? undefined : moment_.key;
  const time =
    (story.sleepyEnding && beat === 'ending') || (dreamJourney(story) && !DAYTIME.has(beat))
      ? 'night'
      : (TIME[beat] ?? 'day');
  // A storm the idea names is drawn, unless the child fears storms: fears are never drawn. A flight meets
  // its gust of wind halfway.
  const storm =
    !story.fearTags.has('storms') &&
    /storm|tormenta|tempete|orage|sturm|gewitter|tempesta|tempestade/i.test(story.reading.idea);
  const weather =
    storm && ['meet', 'obstacle', 'solve'].includes(beat)
      ? 'storm'
      : journeyOf(story) === 'sky' && beat === 'obstacle'
        ? 'windy'
        : time === 'night'
          ? 'clear'
          : 'sunny';
  return [
    `${what}.`,
    `Place: ${where(story, beat)}.`,
    `Time: ${time}.`,
    `Weather: ${weather}.`,
    AUTUMN.test(story.reading.idea) ? 'Season: autumn, with red and golden leaves.' : '',
    `On the page: ${onPage(story, beat).join('; ')}.`,
    key ? `Key thing: ${key}.` : '',
    `Action: ${action}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
