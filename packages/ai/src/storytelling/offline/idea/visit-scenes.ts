/**
 * The pictures of a first visit (`IdeaStory.visit`), in the labelled English the illustrators read: getting
 * ready at home, walking there hand in hand, the waiting room, the kind grown-up in a bright room, the brave
 * moment, what made it fine, and home again. The pet stays at home; the grown-up who takes the child is there
 * until the end.
 */
import type { BeatKey } from '../languages/language-pack';
import { ANIMALS } from '../lexicon';
import { castLook } from './cast-look';
import type { IdeaStory, Visit } from './idea-story';

/** The grown-up met there, as the illustrator draws them: a dentist in a mint tunic. */
const GROWN_UP: Record<Visit, string> = {
  doctor: 'the doctor',
  dentist: 'the dentist',
  school: 'the teacher',
  haircut: 'the hairdresser',
};

/** The room where the visit happens, once they are in. */
const ROOM: Record<Visit, string> = {
  doctor: "the doctor's room, a bright room with a big bed, a height chart and a box of toys",
  dentist: "the dentist's room, a bright room with a big chair that goes up and down",
  school: 'a bright class room with paintings on the walls, little tables and a reading corner',
  haircut: "the hairdresser's room, a bright room with big mirrors and a spinning chair",
};

const WAITING: Record<Visit, string> = {
  doctor: "the doctor's waiting room, a bright room with toys and picture books",
  dentist: "the dentist's waiting room, a bright room with toys and picture books",
  school: ROOM.school,
  haircut: ROOM.haircut,
};

/** What made it fine, and what the child brings home. */
const FINE: Record<Visit, { what: string; action: string; key: string }> = {
  doctor: {
    what: "listening to a heartbeat through the doctor's stethoscope",
    action: 'listening',
    key: 'stethoscope',
  },
  dentist: { what: 'opening wide for the dentist', action: 'laughing', key: 'toothbrush' },
  school: { what: 'painting a big rainbow with a new friend', action: 'painting', key: 'rainbow painting' },
  haircut: { what: 'having a haircut, snip snip, and giggling', action: 'laughing', key: 'scissors' },
};

const PRIZE: Record<Visit, string> = {
  doctor: 'a shiny gold star sticker',
  dentist: 'a new toothbrush',
  school: 'a rainbow painting',
  haircut: 'a brand-new haircut',
};

interface VisitMoment {
  what: string;
  place: string;
  action: string;
  key?: string;
  /** The grown-up met there is on the page. */
  met?: boolean;
  /** At home: the pet is on the page. */
  home?: boolean;
  time?: string;
}

function momentOf(story: IdeaStory, visit: Visit, beat: BeatKey): VisitMoment {
  const { name } = story;
  const grownUp = GROWN_UP[visit];
  switch (beat) {
    case 'setOff':
      return {
        what: `${name} walking there hand in hand`,
        place: 'a town street with colourful houses',
        action: 'walking',
        ...(visit === 'school' ? { key: 'backpack' } : {}),
      };
    case 'arrive':
      return { what: `${name} arriving and looking around`, place: WAITING[visit], action: 'looking around' };
    case 'meet':
      return {
        what: `${name} meeting ${grownUp}, kind and smiling`,
        place: ROOM[visit],
        action: 'waving hello',
        met: true,
      };
    case 'obstacle':
      return {
        what: `${name} a little scared, holding hands tight`,
        place: ROOM[visit],
        action: 'holding hands',
        met: true,
      };
    case 'feelings':
      return { what: `${name} taking a deep breath`, place: ROOM[visit], action: 'holding hands', met: true };
    case 'solve':
      return { ...FINE[visit], what: `${name} ${FINE[visit].what}`, place: ROOM[visit], met: true };
    case 'reached':
      return {
        what: `${name} proud and smiling: all done`,
        place: ROOM[visit],
        action: 'cheering',
        key: PRIZE[visit],
        met: true,
      };
    case 'party':
      return {
        what: `everyone at home listening to ${name}`,
        place: 'home',
        action: 'cheering',
        key: PRIZE[visit],
        home: true,
        time: 'evening',
      };
    case 'ending':
      return story.sleepyEnding
        ? {
            what: `${name} asleep in bed, smiling`,
            place: 'home',
            action: 'sleeping',
            home: true,
            time: 'night',
          }
        : {
            what: `${name} back home, telling all about the day`,
            place: 'home',
            action: 'hugging',
            home: true,
            time: 'evening',
          };
    default:
      return {
        what: `${name} getting ready at home`,
        place: 'home',
        action: 'getting ready',
        home: true,
        time: 'morning',
      };
  }
}

/** Who takes the child, as drawn: the idea's companion, else the first parent ('Mama (mother)'). */
function escortDrawn(story: IdeaStory): string | undefined {
  if (story.partner?.kind === 'person') return castLook(story.partner);
  const parent = story.parents.find((relative) => relative.label && relative.role);
  return parent ? `${parent.label} (${parent.role})` : undefined;
}

export function visitScene(story: IdeaStory, visit: Visit, beat: BeatKey): string {
  const moment = momentOf(story, visit, beat);
  const escort = escortDrawn(story);
  const pet =
    story.pet && moment.home
      ? `${story.pet.name} (${story.pet.animal ? ANIMALS[story.pet.animal].scene : story.pet.type || 'pet'})`
      : undefined;
  const onPage = [
    `${story.name} (the child)`,
    // The grown-up who took them has gone by the time school gets fun, and fetches them after.
    ...(escort && !(visit === 'school' && beat === 'solve') && moment.action !== 'sleeping' ? [escort] : []),
    ...(moment.met ? [GROWN_UP[visit]] : []),
    ...(pet ? [pet] : []),
  ];
  const time = moment.time ?? 'day';
  return [
    `${moment.what}.`,
    `Place: ${moment.place}.`,
    `Time: ${time}.`,
    `Weather: ${time === 'night' ? 'clear' : 'sunny'}.`,
    `On the page: ${onPage.join('; ')}.`,
    moment.key ? `Key thing: ${moment.key}.` : '',
    `Action: ${moment.action}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
