/**
 * English stories told around the idea. The idea's parts are used as the parent wrote them; the action is
 * always an infinitive phrase ('wanted to rescue a kitten from a tree', 'managed to rescue the kitten from
 * the tree'), so the story reads in the past tense without conjugating the parent's verb.
 */
import { englishPlanWords as words } from '../../languages/english';
import type { BeatText } from '../../languages/language-pack';
import { cap, oneOf } from '../../languages/language-pack';
import { englishGrammar } from '../grammars/english';
import type { ActionType } from '../idea-reading';
import type { IdeaStory } from '../idea-story';
import {
  agreeing,
  actionNamesPartner,
  besideWish,
  cooksAtHome,
  dreamJourney,
  familyLeads,
  partnerKnown,
  problemSaysTheWish,
  focusOf,
  focusThing,
  foodOfIdea,
  goesAlone,
  namedPartner,
  objectWords,
  partnerLivesAtHome,
  partyGuests,
  thanksTheChild,
  plantsSomething,
  sideParts,
  waitingAtHome,
  wishNamesPlace,
  withoutPlace,
} from '../idea-story';
import type { IdeaVoice } from '../idea-voice';
import { journeyOf, plotShort, type Journey, type PlotShorts, type WayWords } from '../journey';
import { troubled } from '../trouble';
import { escapeRegExp } from '../../../../reg-exp';
import { englishVisit } from './english-visit';

const he = (story: IdeaStory) => words.pronouns(story).he;
const his = (story: IdeaStory) => words.pronouns(story).his;
const him = (story: IdeaStory) => words.pronouns(story).him;

/** The child with the idea's character: 'Leo and the firefighter puppy'. */
const team = (story: IdeaStory): string =>
  story.partner
    ? `${story.name} and ${story.partner.then}`
    : story.pet
      ? `${story.name} and ${story.pet.name}`
      : story.name;

/**
 * The verb an event takes when the idea names only the event ('her birthday party', 'a trip to the beach'):
 * one has a party and goes on a trip, and seeing either is not what a child wishes for.
 */
function eventVerb(phrase: string): string | undefined {
  if (/\b(?:bike|bicycle|scooter|skateboard|pony|horse|sledge|sled)$/i.test(phrase)) return 'ride';
  if (/\b(?:party|picnic|sleepover|birthday|day|celebration|feast|playdate|haircut)$/i.test(phrase))
    return 'have';
  if (
    /\b(?:trip|journey|holiday|vacation|adventure|outing|ride|walk|hike|voyage|expedition|safari|excursion|cruise|tour|hunt)$/i.test(
      phrase,
    )
  )
    return 'go on';
  return undefined;
}

/** What they want, as an infinitive phrase: the idea's action, or what the idea's parts suggest. */
function want(story: IdeaStory, later: boolean): string {
  const object = story.reading.object;
  // 'loses his key in a storm' is told as finding it: 'find his key in the storm'.
  if (story.action?.lost && object) {
    return `find ${objectWords(story)}`;
  }
  if (story.action) return later ? story.action.phraseThen : story.action.phrase;
  const thing = focusOf(story);
  const of = (part: { first: string; then: string }) => (later ? part.then : part.first);
  if (thing && story.type === 'find') return `find ${of(thing)}`;
  if (thing) {
    const verb = eventVerb(of(thing));
    // An event keeps its place: 'have her first day at school', 'go on a trip to the beach'.
    const at = verb && story.where?.preposition ? ` ${story.where.preposition} ${of(story.where)}` : '';
    return `${verb ?? 'see'} ${of(thing)}${at}`;
  }
  if (story.where) return `visit ${of(story.where)}`;
  // A companion alone is no wish of its own: they come along ('A dragon wanted to come too').
  return 'have a big adventure';
}

/** The want without its place, for toddlers' short sentences ('search for a hidden treasure'). */
function wantShort(story: IdeaStory): string {
  return withoutPlace(story, want(story, false));
}

/** The want as a toddler says it: “Let’s …!”, one short sentence per part of it. */
const lets = (story: IdeaStory): string[] =>
  wantShort(story)
    .split(/ and (?=\p{Ll}+ )/u)
    .map((part) => `“Let’s ${part}!”`);

/** What success is: the want itself, or for a search the thing found ('find the hidden treasure'). */
function success(story: IdeaStory): string {
  const thing = focusOf(story);
  const searching = story.action && /^(?:search|look|seek|hunt)/.test(story.action.infinitive);
  return searching && thing ? `find ${thing.then}` : want(story, true);
}

/**
 * Success said of the child and the companion together: the companion is not named again in the action
 * ('they managed to jump in the leaves', not '… with Grandpa' of Maya and Grandpa).
 */
function successTogether(story: IdeaStory): string {
  const partner = story.partner;
  if (!partner) return success(story);
  const withPartner = new RegExp(
    ` (?:together )?with (?:\\S+ )?${escapeRegExp(partner.bare)}(?![\\p{L}'’])`,
    'u',
  );
  return success(story).replace(withPartner, '');
}

/** Who managed it, and what: the child alone (`alone`: their name or pronoun), or 'they'. */
const managed = (story: IdeaStory, alone: string): string =>
  goesAlone(story) ? `${alone} managed to ${success(story)}` : `they managed to ${successTogether(story)}`;

/** What the plot is about with its 'was' or 'were' ('The kittens were'); `otherwise` when there is none. */
function focusWas(story: IdeaStory, otherwise: string, capital = true): string {
  const focus = focusOf(story);
  if (!focus) return otherwise;
  return `${capital ? cap(focus.then) : focus.then} ${focus.plural ? 'were' : 'was'}`;
}

const PROBLEM: Record<ActionType, (story: IdeaStory) => string[]> = {
  rescue: (story) => [
    focusOf(story)
      ? `Then they saw ${focusOf(story)!.then}, and ${focusOf(story)!.then} needed help.`
      : 'Then they heard a tiny cry for help.',
    `“Don’t worry,” said ${story.name}. “We’re coming!”`,
  ],
  find: (story) => [
    `“Where could ${agreeing(story, 'it', 'they')} be?” wondered ${story.name}.`,
    focusOf(story) ? `They looked high and low for ${focusOf(story)!.then}.` : 'They looked high and low.',
  ],
  // A seed is not made: its place is chosen.
  make: (story) =>
    plantsSomething(story)
      ? [
          'First they looked for just the right spot, where the sun was warm and the ground was soft.',
          `“This is where ${focusOf(story)?.plural ? 'they' : 'it'} will grow,” said ${story.name}.`,
        ]
      : [
          'First they gathered everything they needed and laid it out in a neat row.',
          `${focusWas(story, 'It was')} going to be the best ever.`,
        ],
  learn: (story) => [
    `${cap(story.partner?.then ?? story.name)} watched carefully and listened hard.`,
    'There was so much to learn, one little step at a time.',
  ],
  travel: (story) => [
    story.where
      ? `The way to ${story.where.then} was long and full of surprises.`
      : 'The way ahead was long and full of surprises.',
    `${story.name} held on tight and looked all around.`,
  ],
  // A thing to take somewhere ('deliver a birthday cake') needs no helping hand of its own: it is a job.
  help: (story) =>
    focusThing(story)
      ? ['There was an important job to do.', `“We can do it,” said ${story.name}.`]
      : [
          focusOf(story)
            ? `${cap(focusOf(story)!.then)} really needed a helping hand.`
            : 'Someone really needed a helping hand.',
          `“We can help,” said ${story.name}.`,
        ],
  play: (story) => [`It was time to ${want(story, true)}!`, `${story.name} could hardly wait.`],
  other: (story) => [`It was time to ${want(story, true)}!`, `${story.name} could hardly wait.`],
};

/** The wind falling asleep, and sung awake: what a gentle way meets halfway, by sea or in the sky. */
const BECALMED = {
  setback: 'But halfway there, the wind fell fast asleep, and they could not go any further.',
  fix: ({ name }: IdeaStory) =>
    `${name} sang the wind’s favourite song, and a soft breeze woke up and carried them gently on.`,
  short: { setback: 'The wind is asleep.', fix: 'They sing it awake.' },
};

/**
 * The way of a journey by how it goes (`journeyOf`): what goes wrong halfway and how they get past it, how
 * they set off and go on, and who hears them cheer.
 */
const WAY: Record<Journey, WayWords> = {
  land: {
    setback: 'But halfway there, a tall, prickly hedge blocked the path.',
    fix: ({ name }) => `${name} found a gap low down in the hedge, just big enough to wriggle through.`,
    short: {
      setback: 'A hedge is in the way.',
      fix: 'They wriggle through a gap.',
      onAndOn: 'On and on they go.',
    },
    off: ({ name }) => `The sun was shining, and ${name} felt ready for anything.`,
    onAndOn: 'They walked on and on, over fields and along winding lanes.',
    cheer: () => 'the birds joined in',
  },
  road: {
    setback: 'But halfway there, a big tree had fallen right across the road.',
    fix: ({ name }) =>
      `${name} spotted a little lane that wound all the way round it, and off they rolled again.`,
    short: { setback: 'A tree is in the way!', fix: 'They go round it.', onAndOn: 'On and on they roll.' },
    off: ({ name }) => `“Off we go!” called ${name}, and away they rolled down the road.`,
    onAndOn: 'They rolled on and on, past fields and little villages.',
    cheer: () => 'the birds joined in',
  },
  space: {
    setback: 'But halfway there, a shower of tumbling space rocks came whizzing towards them!',
    fix: ({ name }) =>
      `${name} steered this way and that, slowly and carefully, until every rock had whizzed safely past.`,
    short: { setback: 'Space rocks ahead!', fix: 'They steer round them.', onAndOn: 'On and on they zoom.' },
    off: ({ name }) => `“Three, two, one… lift-off!” shouted ${name}, and up they zoomed into the sky.`,
    onAndOn: 'They zoomed on and on, past twinkling stars and faraway planets.',
    cheer: () => 'the stars seemed to twinkle back',
  },
  sky: {
    setback: 'But halfway there, a big gust of wind came whooshing along and blew them the wrong way.',
    fix: ({ name }) =>
      `${name} held on tight until the wind grew gentle, and then they floated back the right way, out into the sunshine.`,
    short: {
      setback: 'Whoosh! A big gust of wind!',
      fix: 'They hold on tight.',
      onAndOn: 'On and on they float.',
    },
    off: () => 'Up, up they rose, and the houses below grew smaller and smaller.',
    onAndOn: 'They floated on and on, high above the hills and rivers.',
    cheer: () => 'the birds joined in',
  },
  sea: {
    setback: 'But halfway there, the waves grew tall and bumpy, and the wind pushed them the wrong way.',
    fix: ({ name }) =>
      `${name} held on tight and kept them steady, wave after wave, until the sea was calm again.`,
    short: { setback: 'Big waves!', fix: 'They hold on tight.', onAndOn: 'On and on they sail.' },
    off: ({ name }) => `Off they went over the waves, and ${name} felt ready for anything.`,
    onAndOn: 'They sailed on and on, over the sparkling blue sea.',
    cheer: () => 'the seagulls joined in',
  },
  // For a child who fears the water or heights: the wind falls asleep, no waves, nothing high up.
  calmSea: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'On and on they sail.' },
    off: ({ name }) => `Off they went, slow and steady, and ${name} felt ready for anything.`,
    onAndOn: 'They sailed on and on, slow and steady, with the sun warm on their faces.',
    cheer: () => 'the seagulls joined in',
  },
  calmSky: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'On and on they drift.' },
    off: ({ name }) => `Gently, gently, off they drifted, and ${name} felt ready for anything.`,
    onAndOn: 'They drifted on and on, slow and steady, with the sun warm on their faces.',
    cheer: () => 'the birds joined in',
  },
};

/** Toddlers' words for the problem, what goes wrong and how it ends: a few words each. */
const SHORT: PlotShorts = {
  rescue: {
    problem: 'It needs help!',
    setback: 'It is too far away.',
    fix: 'Slowly, gently, they reach up.',
    done: 'Safe and sound!',
  },
  find: (story) => ({
    problem: `Where can ${agreeing(story, 'it', 'they')} be?`,
    setback: agreeing(story, 'It is not here.', 'They are not here.'),
    fix: 'They follow the clues.',
    done: agreeing(story, 'There it is!', 'There they are!'),
  }),
  make: {
    problem: 'Let’s start!',
    setback: 'Oops! It falls apart.',
    fix: 'They try again, slowly.',
    done: 'It is perfect!',
  },
  learn: {
    problem: 'Watch closely.',
    setback: 'It is hard.',
    fix: 'They try again and again.',
    done: 'They can do it!',
  },
  travel: { problem: 'What a long way!', ...WAY.land.short, done: 'They made it!' },
  help: {
    problem: 'Let’s help!',
    setback: 'It is too big.',
    fix: 'They share the work.',
    done: 'Everyone smiles.',
  },
  play: { problem: 'Hooray!', setback: 'It does not work.', fix: 'They try once more.', done: 'What fun!' },
  other: { problem: 'Hooray!', setback: 'It does not work.', fix: 'They try once more.', done: 'What fun!' },
};

/** The short texts of the story's plot, a journey's by how it goes. */
/** How the troubled one feels once cheered on; 'better' for any other trouble. */
const FEELS_AFTER: Record<string, string> = {
  tired: 'stronger',
  sleepy: 'wide awake',
  slow: 'quicker',
  shy: 'braver',
  scared: 'braver',
  afraid: 'braver',
  frightened: 'braver',
  nervous: 'braver',
  worried: 'braver',
  sad: 'happier',
};

/** What goes wrong when the idea names its trouble: the trouble itself, not the plot's usual setback. */
function troubleSetback(story: IdeaStory): string | undefined {
  const { who, trouble } = troubled(story) ?? {};
  if (!who) return undefined;
  return `${story.type === 'travel' ? 'But halfway there,' : 'But then'} ${who} felt far too ${trouble} to go on.`;
}

/** How a trouble is got past: a rest, and someone who believes in them. */
function troubleFix(story: IdeaStory): string | undefined {
  const { who, trouble } = troubled(story) ?? {};
  if (!who || !trouble) return undefined;
  // A pet says it without words.
  const cheer =
    who !== story.name
      ? `${story.name} cheered, “You can do it!”`
      : story.pet
        ? `${story.pet.name} snuggled close, as if to say, “You can do it!”`
        : 'everyone cheered, “You can do it!”';
  return `They stopped for a little rest, and ${cheer} Bit by bit, ${who} felt ${FEELS_AFTER[trouble] ?? 'better'}, and on they went together.`;
}

function shortOf(story: IdeaStory) {
  const plot = plotShort(story, SHORT, WAY);
  const { who, trouble } = troubled(story) ?? {};
  return who && trouble
    ? { ...plot, setback: `${cap(who)} is too ${trouble}.`, fix: '“You can do it!”' }
    : plot;
}

const SETBACK: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    `But ${focusWas(story, 'the one who needed help was', false)} too far away to reach, and nobody could do it alone.`,
  find: (story) =>
    `But ${focusOf(story)?.then ?? 'it'} ${agreeing(story, 'was', 'were')} nowhere to be seen, and the day was getting late.`,
  make: (story) =>
    plantsSomething(story)
      ? 'But the first try went all wrong: the ground was as hard as stone, and the little hole kept filling up with pebbles!'
      : cooksAtHome(story)
        ? 'But the first try went all wrong: the mixture was far too runny, and it splashed everywhere!'
        : 'But the first try went all wrong: it wobbled, and then it fell apart!',
  learn: () => 'But it was much harder than it looked, and the first try did not work at all.',
  travel: (story) => WAY[journeyOf(story)].setback,
  help: () => 'But it was far too big a job for one pair of hands.',
  play: () => 'But at first, nothing went the way they had planned.',
  other: () => 'But at first, nothing went the way they had planned.',
};

const FIX: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    story.partner || story.pet
      ? `${cap(story.partner?.then ?? story.pet!.name)} held steady while ${story.name} reached out, slowly and gently.`
      : `${story.name} reached out, slowly and gently.`,
  find: () => 'They followed a trail of little clues, one after another.',
  make: (story) =>
    plantsSomething(story)
      ? `This time they picked out the pebbles one by one, dug a soft little hole, planted ${focusOf(story)?.plural ? 'them' : 'it'} gently and watered ${focusOf(story)?.plural ? 'them' : 'it'} with care.`
      : 'This time they went slowly and carefully, and they helped each other at every step.',
  learn: () => 'They tried again, and again, and each time it went a little better.',
  travel: (story) => WAY[journeyOf(story)].fix(story),
  help: () => 'They shared the work, and each of them did the part they were best at.',
  play: () => 'They laughed, changed the plan a little, and tried once more.',
  other: () => 'They laughed, changed the plan a little, and tried once more.',
};

/** What was made, done: perfect, and theirs, or just right for whom it was made. */
function madeDone(story: IdeaStory): string {
  const plural = focusOf(story)?.plural;
  const perfect = plural ? 'They were perfect' : 'It was perfect';
  if (story.recipient) return `${perfect}, just right for ${story.recipient.then}.`;
  return plural ? `${perfect}, and they were theirs.` : `${perfect}, and it was theirs.`;
}

const DONE: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) => `${focusWas(story, 'Everyone was')} safe and sound.`,
  find: (story) =>
    `${agreeing(story, 'There it was', 'There they were')}, right where nobody had thought to look!`,
  // What was planted grows; what was made is perfect.
  make: (story) =>
    plantsSomething(story)
      ? 'Soon a tiny green shoot peeked out of the soil, as if to say hello.'
      : madeDone(story),
  learn: () => 'They had done it, all by themselves!',
  travel: () => 'They had made it, all the way!',
  help: () => 'Everyone smiled from ear to ear.',
  play: () => 'It was even more fun than they had dreamed.',
  other: () => 'It was even better than they had dreamed.',
};

/** A dream journey's night: from bed at night, and back to bed (`dreamJourney`). */
const DREAM = {
  opening: (story: IdeaStory) =>
    `That night, as ${story.name} snuggled under the blanket, ${he(story)} had a big idea.`,
  tonight: (name: string) => `“Tonight is the night,” whispered ${name}.`,
  woke: (story: IdeaStory) =>
    `Then ${story.name} opened ${his(story)} eyes: ${he(story)} was snug in ${his(story)} own bed, and the moon was smiling in at the window.`,
  asleep: (story: IdeaStory) =>
    `${story.name} closed ${his(story)} eyes again and drifted back to sleep, smiling.`,
};

function call(story: IdeaStory): BeatText {
  const { name } = story;
  const partner = story.partner;
  if (partner && !story.reading.childInIdea) {
    // Family, or the child's own, needs no meeting: 'One morning, Papa had a big wish'.
    const known = partnerKnown(story);
    const wish = (who: string) => `${who} had a big wish: to ${want(story, false)}.`;
    return {
      short: [
        known ? `${cap(partner.then)} has a big idea.` : `${name} meets ${partner.first}.`,
        ...lets(story),
      ],
      long: [
        ...(known
          ? [`One morning, ${wish(partner.then)}`]
          : [
              oneOf(story, 'en-idea-meet', [
                `One morning, ${name} met ${partner.first}.`,
                `One sunny morning, ${name} came across ${partner.first}.`,
              ]),
              wish(cap(partner.then)),
            ]),
        `“Can I help?” asked ${name}.`,
        `${cap(partner.then)} smiled. “Together we can do it!”`,
        `${name} had never felt so excited.`,
      ],
    };
  }
  return {
    short: [
      `${name} has a big idea.`,
      ...(partner && !story.action
        ? [`${cap(partner.first)} ${partner.plural ? 'come' : 'comes'} too.`]
        : []),
      ...lets(story),
    ],
    long: [
      dreamJourney(story) ? DREAM.opening(story) : `One morning, ${name} woke up with a big idea.`,
      `${cap(he(story))} wanted to ${want(story, false)}!`,
      // 'She wanted to go to the zoo with Grandma!' needs no 'Grandma wanted to come too'.
      // The grown-up who cooks with the child (`withGrownUpCook`) offers to help.
      partner && !namedPartner(story)
        ? `“I’ll help you,” said ${partner.first}.`
        : partner && !actionNamesPartner(story)
          ? `${cap(partner.first)} wanted to come too.`
          : dreamJourney(story)
            ? DREAM.tonight(name)
            : `“Today is the day,” said ${name}.`,
      `${name} jumped out of bed and got ready in a flash.`,
      `It was going to be a day to remember.`,
    ],
  };
}

/** Who else comes along: the friend from the profile (with what they love), the pet. */
function companions(story: IdeaStory): string {
  const friend = words.friend(story);
  const interest = words.friendInterest(story);
  if (friend)
    return `${his(story) === 'their' ? 'Their' : cap(his(story))} friend ${friend} came too${interest ? `, still talking about ${interest}` : ''}.`;
  if (cooksAtHome(story))
    return story.pet
      ? `${story.pet.name} sat by the table, hoping for crumbs.`
      : `${story.name} washed ${his(story)} hands first.`;
  if (story.pet && story.partner) return `${story.pet.name} came along too, wagging with joy.`;
  return `${story.name} waved goodbye at the gate.`;
}

/** Into the kitchen at home, where the cooking is (`cooksAtHome`). */
const intoTheKitchen = (story: IdeaStory): BeatText => ({
  short: ['Into the kitchen they go!', story.pet ? `${story.pet.name} comes too.` : 'Hooray!'],
  long: [
    `So ${team(story)} went into the kitchen and put on aprons.`,
    companions(story),
    `${story.name} pulled a stool up to the table, ready to help.`,
    `The kitchen was warm and bright, and ${story.name} felt ready for anything.`,
  ],
});

function setOff(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) return intoTheKitchen(story);
  const food = words.food(story);
  const where = ` for ${story.where?.then ?? words.setting(story).name}`;
  return {
    short: [
      `Off they go to ${story.where?.then ?? words.setting(story).name}!`,
      story.pet ? `${story.pet.name} comes too.` : `Hooray!`,
    ],
    long: [
      `So ${team(story)} set off${where}.`,
      companions(story),
      `In ${his(story)} bag ${story.name} had ${food ?? 'a snack'} and a drink, just in case.`,
      WAY[journeyOf(story)].off(story),
    ],
  };
}

/** The idea's other characters and things, beyond the ones the plot turns on: they are seen on the way. */
function extras(story: IdeaStory): string | undefined {
  const rest = sideParts(story);
  return rest.length ? `On the way they saw ${words.and(rest.map((part) => part.first))}.` : undefined;
}

function arrive(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) {
    return {
      short: ['Bowls and spoons!', 'Wow!'],
      long: [
        'Out came the big mixing bowl, the wooden spoons and the apron with the pocket.',
        extras(story) ?? `${story.name} looked around with wide, shining eyes.`,
        `“Let’s begin,” ${story.partner ? `said ${story.partner.then}` : `whispered ${story.name}`}.`,
        'Soon the whole kitchen smelled of good things to come.',
      ],
    };
  }
  const place = story.where?.then ?? words.setting(story).name;
  // A place that is the goal itself ('find a warm home', 'climb the hill') is reached only at the end.
  const goal = story.type === 'travel' || focusOf(story) === story.where;
  return {
    short: [goal ? WAY[journeyOf(story)].short.onAndOn : `Here is ${place}.`, 'Wow!'],
    long: [
      goal ? WAY[journeyOf(story)].onAndOn : `At last they reached ${place}.`,
      extras(story) ?? `${story.name} looked around with wide, shining eyes.`,
      story.partner
        ? `“${goal ? 'We are getting close' : 'This is the place'},” said ${story.partner.then}.`
        : `“${goal ? 'We are getting close' : 'This is the place'},” whispered ${story.name}.`,
      'Everything was new and wonderful.',
    ],
  };
}

function meet(story: IdeaStory): BeatText {
  const lines = PROBLEM[story.type](story);
  const thing = focusOf(story);
  return {
    // What is looked for is not seen yet: it is asked after, not pointed at.
    short:
      story.type === 'find' && thing
        ? [`Where ${thing.plural ? 'are' : 'is'} ${thing.then}?`, 'They look everywhere.']
        : [thing ? `Look, ${thing.then}!` : 'Look!', shortOf(story).problem],
    long: [
      ...lines,
      problemSaysTheWish(story)
        ? `Nothing was going to stop ${story.name} now.`
        : `${story.name} knew what had to be done: ${want(story, true)}.`,
    ],
  };
}

function obstacle(story: IdeaStory): BeatText {
  const setback = troubleSetback(story) ?? SETBACK[story.type](story);
  return {
    short: [shortOf(story).setback, 'Oh no!'],
    long: [
      setback,
      goesAlone(story)
        ? `${story.name} stopped to think.`
        : `${cap(team(story))} stopped and looked at each other.`,
      '“What now?” asked ' + story.name + '.',
    ],
  };
}

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} feels a bit worried.`, 'Then a deep breath.'],
    long: [
      `${story.name} felt a little worried.`,
      story.partner
        ? `${cap(story.partner.then)} felt worried too.`
        : `${cap(his(story))} tummy felt fluttery.`,
      goesAlone(story)
        ? `Then ${story.name} took a deep breath and said, “I can do it if I keep trying.”`
        : `Then ${story.name} took a deep breath and said, “We can do it if we do it together.”`,
      `And just like that, ${he(story)} felt brave again.`,
    ],
  };
}

/** The idea says how ('with the help of drawing'): the child's gift is told at any age, not only hinted at. */
const ideaNames = (story: IdeaStory, words: string | undefined): boolean =>
  !!words && story.reading.idea.toLowerCase().includes(words.toLowerCase());

function solve(story: IdeaStory): BeatText {
  // The child's gift finds a way or a clue; for other plots it only sparks the idea.
  const hobby = words.hobby(story);
  const gift =
    // The skill's line is told on the ground ('drew a map in the soft earth'): not in a rocket or a boat.
    (story.type === 'find' || (story.type === 'travel' && journeyOf(story) === 'land')) &&
    (story.band === 'middle' || story.band === 'older' || ideaNames(story, hobby))
      ? words.skill(story)[1]
      : hobby
        ? `${story.name} loved ${hobby}, and that gave ${him(story)} a clever idea.`
        : `Then ${story.name} had a clever idea.`;
  return {
    short: [`${story.name} has an idea!`, shortOf(story).fix],
    long: [
      gift,
      troubleFix(story) ?? FIX[story.type](story),
      story.pet ? `${story.pet.name} helped too, as good as gold.` : `Nobody gave up.`,
      'Little by little, it began to work.',
    ],
  };
}

function reached(story: IdeaStory): BeatText {
  return {
    short: ['They did it!', shortOf(story).done],
    long: [
      `And at last, ${managed(story, story.name)}!`,
      DONE[story.type](story),
      cooksAtHome(story)
        ? `${cap(team(story))} cheered so loudly that the pots and pans rattled.`
        : `${cap(team(story))} cheered so loudly that ${WAY[journeyOf(story)].cheer(story)}.`,
    ],
  };
}

function party(story: IdeaStory): BeatText {
  const family = partyGuests(story, words.familyList(story), words.friend(story));
  const thanker = thanksTheChild(story);
  // What was cooked is what is shared.
  const food = foodOfIdea(story)?.then ?? words.food(story);
  return {
    short: ['Everyone cheers!', food ? `Time for ${food}!` : 'What a party!'],
    long: [
      family.length ? `Everyone came to celebrate: ${words.and(family)}.` : 'Everyone came to celebrate.',
      food
        ? `Everyone shared ${food}, and nothing had ever tasted so good.`
        : 'There was music, laughter and a big picnic.',
      thanker
        ? `${cap(thanker.then)} gave ${story.name} the biggest thank-you hug.`
        : `${story.name} beamed with pride.`,
    ],
  };
}

/** The last walk home: with the partner when they live there too, else after saying goodbye. */
function wentHome(story: IdeaStory): string {
  // A dream ends where it began.
  if (dreamJourney(story)) return DREAM.woke(story);
  const waiting = waitingAtHome(story, words.parent);
  if (cooksAtHome(story)) return doneInTheKitchen(story, waiting);
  if (partnerLivesAtHome(story) && story.partner) {
    return `At sunset, ${story.name} and ${story.partner.then} went home together${waiting ? `, where ${waiting} was waiting with a warm hug` : ''}.`;
  }
  return `At sunset, ${story.name} said goodbye${story.partner ? ` to ${story.partner.then}` : ''} and went home${waiting ? ` to a warm hug from ${waiting}` : ''}.`;
}

/** The end of a day in the kitchen: nobody goes home, the one who lives elsewhere does. */
function doneInTheKitchen(story: IdeaStory, waiting: string | undefined): string {
  const hug = waiting ? `, and ${waiting} gave ${him(story)} a warm hug` : '';
  if (story.partner && partnerLivesAtHome(story))
    return `That evening, ${story.name} and ${story.partner.then} washed the bowls together${hug}.`;
  if (story.partner)
    return `That evening, ${story.name} waved goodbye to ${story.partner.then} at the door${hug}.`;
  return `That evening, ${story.name} helped to wash the bowls${hug}.`;
}

function ending(story: IdeaStory): BeatText {
  const parent = words.parent(story);
  return {
    short: [
      parent ? `${parent} gives ${story.name} a big hug.` : `${story.name} is home again.`,
      story.sleepyEnding ? `Good night, ${story.name}.` : 'What a day!',
    ],
    long: [
      wentHome(story),
      `“Today I learned that ${words.lesson(story, familyLeads(story))},” said ${story.name}.`,
      dreamJourney(story)
        ? DREAM.asleep(story)
        : story.sleepyEnding
          ? `That night ${story.name} fell asleep smiling, dreaming of the day ${managed(story, he(story))}.`
          : `${story.name} would never forget the day ${managed(story, he(story))}.`,
    ],
  };
}

/** Family members called by their role, as a name: 'Maya and Grandpa'. */
const FAMILY_NAMES = /^(?:grandpa|grandma|granny|grandad|nana|mum|mummy|mom|mommy|dad|daddy|mama|papa)$/i;

/** Title case, with the little words kept small ('Maya and the Firefighter Puppy'). */
const titleCase = (text: string): string =>
  text
    .split(' ')
    .map((word, index) =>
      index > 0 && /^(?:of|the|and|a|an|in|on|to|from|with)$/.test(word) ? word : cap(word),
    )
    .join(' ');

export const englishVoice: IdeaVoice = {
  language: 'English',
  visit: englishVisit,
  grammar: englishGrammar,
  beats: { call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  title(story) {
    const star = namedPartner(story) ?? focusOf(story) ?? story.where;
    if (star) {
      // 'her grandpa' is Grandpa in a title, as at home; anyone else's is 'the'.
      const owned = /^(?:his|her|their|its|our|your|my) (.+)$/.exec(star.then);
      const family = owned && FAMILY_NAMES.test(owned[1]);
      // The child's own day or thing is theirs in the title too: 'Maya's Birthday Party'.
      if (owned && !family && /^(?:his|her|their)$/.test(star.then.split(' ')[0]) && !story.partner)
        return titleCase(`${story.name}'s ${owned[1]}`);
      return titleCase(`${story.name} and ${owned ? `${family ? '' : 'the '}${owned[1]}` : star.then}`);
    }
    return `${story.name}'s Big Day`;
  },
  summary(story) {
    const partner = story.partner;
    const opening =
      partner && !story.reading.childInIdea
        ? `${cap(partner.first)} ${partner.plural ? 'want' : 'wants'} to ${want(story, false)}, and ${story.name} comes along to help.`
        : `${story.name} wants to ${want(story, false)}${besideWish(story, (partner) => `, together with ${partner.first}`)}.`;
    const where = story.where && !wishNamesPlace(story) ? ` Their way leads to ${story.where.then}.` : '';
    return `${opening}${where} ${goesAlone(story) ? `When things go wrong, ${story.name} tries again, and at last manages to ${success(story)}` : `When things go wrong, they try again together, and at last they manage to ${successTogether(story)}`}. A warm story that shows that ${words.lesson(story, familyLeads(story))}.`;
  },
  setting(story) {
    return story.where
      ? `${cap(story.where.then)}.`
      : `${cap(words.setting(story).name)}: ${words.setting(story).what}.`;
  },
  characters(story) {
    return [
      `${story.name}${story.nickname ? ` (${story.nickname})` : ''}, ${story.age}, the hero`,
      ...story.reading.cast.map((part) => cap(part.bare)),
      story.pet ? `${story.pet.name}, ${his(story)} ${words.petKind(story)}` : '',
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.');
  },
};
