/**
 * How the way goes in a journey's story: through space, through the sky, over the sea, along a road (in a
 * bus, a train, on a bike) or over land on foot. It
 * decides what is seen on the way, what goes wrong halfway and who cheers at the end: nobody walks to the
 * moon, and a prickly hedge blocks a path, not a rocket.
 */
import type { SettingKey } from '../lexicon';
import { settingFeared } from '../story-plan';
import { plainText } from '../recognise';
import type { ActionType, IdeaPart } from './idea-reading';
import type { IdeaStory } from './idea-story';

/**
 * The way a journey goes; `calmSea` and `calmSky` are the sea and the sky told gently, for a child who fears
 * them: the wind falls asleep halfway, with no waves and nothing high up.
 */
export type Journey = 'space' | 'sky' | 'sea' | 'road' | 'land' | 'calmSea' | 'calmSky';

/** A voice's words for one way of going. */
export interface WayWords {
  /** What goes wrong halfway. */
  setback: string;
  /** How the child gets them past it. */
  fix: (story: IdeaStory) => string;
  /** The same three for the youngest readers. */
  short: { setback: string; fix: string; onAndOn: string };
  /** The moment they set off. */
  off: (story: IdeaStory) => string;
  /** On the way, the goal still ahead. */
  onAndOn: string;
  /** Who joins in their cheer at the end: '… cheered so loudly that ___'. */
  cheer: (story: IdeaStory) => string;
}

/** A plot's short texts for the youngest readers, in the order its pages come. */
export interface ShortTexts {
  problem: string;
  setback: string;
  fix: string;
  done: string;
}

/** A voice's short texts by plot: each the same for every story, or made for the story ('Eccolo!', 'Eccole!'). */
export type PlotShorts = Record<ActionType, ShortTexts | ((story: IdeaStory) => ShortTexts)>;

/** What carries the child there, in the glossary's English, by the way it goes. */
const VEHICLES: ReadonlyArray<[RegExp, Journey]> = [
  [/\b(?:rocket|spaceship|space ship|spacecraft|flying saucer)$/, 'space'],
  [/\b(?:balloon|plane|aeroplane|airplane|helicopter|magic carpet|flying carpet)$/, 'sky'],
  // Not a submarine: under the sea is a place of its own, with no waves to meet.
  [/\b(?:boat|ship|raft|canoe|kayak|yacht|sailboat|ferry)$/, 'sea'],
  [/\b(?:bus|car|train|bike|bicycle|tractor|truck|lorry|fire engine|scooter|van|taxi|tram|digger)$/, 'road'],
];

/**
 * The verb of the way, as an infinitive in the six languages (the last word: 's’envoler', 'sich treiben')
 * or as the glossary's English ('fly to the Cloud Kingdom').
 */
const WAY_OF_VERB: ReadonlyArray<[RegExp, Journey]> = [
  [
    /^(?:fly|flies|float|floats|soar|soars|glide|glides|volar|flotar|voler|envoler|flotter|fliegen|schweben|volare|galleggiare|fluttuare|voar|flutuar)$/,
    'sky',
  ],
  [/^(?:sail|sails|row|rows|paddle|paddles|navegar|naviguer|segeln|rudern|navigare|remare|remar)$/, 'sea'],
];

/**
 * A place out in space, in the glossary's English. Not the lexicon's space setting nor `SETTING_OF`'s: those
 * hold what belongs there (a rocket, an astronaut), and a journey in a rocket is told by its vehicle.
 */
const SPACE = /\b(?:moon|planet|stars?|space|mars|jupiter|saturn|galaxy)\b/;

/**
 * A place up in the sky, in the glossary's English. Not the sky setting's words: those hold what flies (a
 * kite, a bird), and a child who travels with a bird still walks.
 */
const SKY = /\b(?:clouds?|sky|rainbow)\b/;

/** By the thing's English without the glossary's gloss ('bike (bicycle)'). */
const journeyOfVehicle = (part: IdeaPart): Journey | undefined => {
  const english = part.english.toLowerCase().replace(/\s*\(.*\)$/, '');
  return VEHICLES.find(([words]) => words.test(english))?.[1];
};

/** The thing the idea travels in ('a rocket', 'un globo'), if it names one. */
export function vehicleOf(story: IdeaStory): IdeaPart | undefined {
  return story.type === 'travel' ? story.reading.things.find((thing) => journeyOfVehicle(thing)) : undefined;
}

/**
 * The lexicon's setting a way through the sky or over the sea passes through, and that way told gently: a
 * child who fears it (water, heights, or the place by name) still sails or floats, as the idea says, but
 * meets no waves and no gust high up.
 */
const GENTLY: Partial<Record<Journey, [SettingKey, Journey]>> = {
  sea: ['beach', 'calmSea'],
  sky: ['sky', 'calmSky'],
};

/** How the story's way goes; only a journey has one that is not over land. */
export function journeyOf(story: IdeaStory): Journey {
  const journey = wayOf(story);
  const gently = GENTLY[journey];
  return gently && settingFeared(story, gently[0]) ? gently[1] : journey;
}

function wayOf(story: IdeaStory): Journey {
  if (story.type !== 'travel') return 'land';
  // Space is reached through space, whatever carries the child there.
  if (story.setting === 'space' || SPACE.test(story.where?.english.toLowerCase() ?? '')) return 'space';
  const vehicle = vehicleOf(story);
  if (vehicle) return journeyOfVehicle(vehicle) ?? 'land';
  // The lead itself goes by road ('a school bus that is too tired to climb the hill').
  if (story.partner && journeyOfVehicle(story.partner) === 'road') return 'road';
  // Up to a place in the sky ('sube hasta el Reino de las Nubes'), whatever the verb.
  const named = [story.where, ...story.reading.things].map((part) => part?.english.toLowerCase() ?? '');
  if (named.some((english) => SKY.test(english))) return 'sky';
  const verbs = [
    plainText(story.action?.infinitive ?? '')
      .split(' ')
      .at(-1) ?? '',
    story.action?.english.toLowerCase().split(' ')[0] ?? '',
  ];
  return WAY_OF_VERB.find(([words]) => verbs.some((verb) => words.test(verb)))?.[1] ?? 'land';
}

/**
 * The short texts of a story's plot (a voice's `SHORT`), a journey's by how it goes (its `WAY`). A plot's
 * entry may be made for the story, where its words agree with what it is about ('Eccolo!', 'Eccole!').
 */
export function plotShort(story: IdeaStory, short: PlotShorts, way: Record<Journey, WayWords>): ShortTexts {
  const entry = short[story.type];
  const plot = typeof entry === 'function' ? entry(story) : entry;
  return story.type === 'travel' ? { ...plot, ...way[journeyOf(story)].short } : plot;
}
