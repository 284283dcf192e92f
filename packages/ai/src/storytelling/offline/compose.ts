/**
 * Puts a planned story into pages: which beats a book of the child's reading level has, how much of each
 * beat's text it takes, and the extras a plan asks for (a nursery rhyme's couplets, the friendly turn of
 * a fear the idea named).
 */
import type { ReadingBand } from '../reading-level';
import type { LayoutPage, WrittenStory } from '../storyteller';
import type { BeatKey, BeatText, LanguagePack } from './languages/language-pack';
import { BEATS, cap } from './languages/language-pack';
import { sceneFor } from './scenes';
import type { StoryPlan } from './story-plan';
import { ideaScene } from './idea';
import { chooser } from './seeded-random';
import type { IdeaStory, IdeaVoice } from './idea';

/** A story told around the idea: its voice writes every beat but the profile's own two. */
export interface IdeaTelling {
  story: IdeaStory;
  voice: IdeaVoice;
}

function beatText(plan: StoryPlan, pack: LanguagePack, beat: BeatKey, idea?: IdeaTelling): BeatText {
  const text = !idea
    ? pack.beats[beat](plan)
    : beat !== 'home' && beat !== 'companion'
      ? idea.voice.beats[beat](idea.story)
      : // The profile's own beats, with the family called as the idea calls them ('Dad', not 'Papa').
        pack.beats[beat]({ ...plan, parents: idea.story.parents });
  // A sentence may begin with someone as the idea wrote them ('her grandma knelt down'): it begins a sentence.
  return { short: text.short.map(cap), long: text.long.map(cap) };
}

/** Beats per reading level: 8 pages for the youngest, 10, then 12. */
const BEATS_FOR: Record<ReadingBand, readonly BeatKey[]> = {
  toddler: ['home', 'call', 'setOff', 'meet', 'obstacle', 'solve', 'reached', 'ending'],
  early: ['home', 'companion', 'call', 'setOff', 'meet', 'obstacle', 'solve', 'reached', 'party', 'ending'],
  middle: BEATS,
  older: BEATS,
};

/** How many of a beat's long sentences each level reads (toddlers read the short text). */
const LONG_SENTENCES: Record<Exclude<ReadingBand, 'toddler'>, number> = { early: 3, middle: 4, older: 5 };

/** The page on which a fear the idea named turns out friendly: the friend is there by then. */
const FEAR_BEAT: BeatKey = 'meet';

// Only ordinary spaces are collapsed: French keeps its non-breaking space before ! ? : ;.
const tidy = (sentences: readonly string[]): string =>
  sentences
    .join(' ')
    .replace(/[ \t\n]+/g, ' ')
    .trim();

/** The fear the idea named, turning friendly on its page; nothing on any other. */
function fearSentences(plan: StoryPlan, pack: LanguagePack, beat: BeatKey): string[] {
  if (!plan.fear || beat !== FEAR_BEAT) return [];
  const friendly = pack.fearTurnsFriendly(plan, plan.fear);
  return plan.band === 'toddler' ? friendly.short : friendly.long;
}

function sentencesOf(plan: StoryPlan, pack: LanguagePack, beat: BeatKey, idea?: IdeaTelling): string[] {
  const text = beatText(plan, pack, beat, idea);
  const sentences = plan.band === 'toddler' ? text.short : text.long.slice(0, LONG_SENTENCES[plan.band]);
  return [...sentences, ...fearSentences(plan, pack, beat)].filter(Boolean);
}

/**
 * The ways a beat's sentences can fill its page at the plan's reading level, each kept in order from the
 * first, which sets the scene: `whole` keeps every sentence the book's page has (one more of the beat may
 * follow); `cut` leaves out its last, which may be the one that brings in a companion, so it comes second.
 */
function sentenceWindows(plan: StoryPlan, text: { short: string[]; long: string[] }) {
  if (plan.band === 'toddler') {
    // A toddler's page is its two short sentences; the simplest long one may come after them.
    return { whole: [text.short, [...text.short, text.long[0] ?? '']], cut: [] };
  }
  const own = text.long.slice(0, LONG_SENTENCES[plan.band]);
  const next = text.long[own.length];
  return {
    whole: [own, ...(next ? [[...own, next]] : [])],
    cut: [...(next ? [[...own.slice(0, -1), next]] : []), ...(own.length > 2 ? [own.slice(0, -1)] : [])],
  };
}

/** How many other seeds of a plan's phrasings a page is told with, beside its own. */
const PHRASINGS = 5;

/**
 * Every telling of one page of the story (`index` 0-based) from the same plan: the beat's sentences in
 * other phrasings (the slots languages vary by the plan's seed) and other windows of its sentences, with
 * what the book adds to that page (the friendly fear, a rhyme). Distinct, the book's own first; tellings
 * that keep every sentence of the page (`whole`) apart from those that leave its last out (`cut`).
 */
export function pageTellings(
  plan: StoryPlan,
  pack: LanguagePack,
  index: number,
  idea?: IdeaTelling,
): { whole: string[]; cut: string[] } {
  const beat = BEATS_FOR[plan.band][index];
  if (!beat) return { whole: [], cut: [] };
  const polish = (text: string) => pack.polish(idea ? idea.voice.grammar.polish(text) : text);
  const rhymes = plan.genre === 'NurseryRhymesPoem' ? pack.rhymes : [];
  const offset = plan.choose.index('rhymes', Math.max(rhymes.length, 1));
  const rhyme = rhymes.length && index % 2 === 0 ? [rhymes[(offset + index / 2) % rhymes.length]] : [];
  const whole = new Set<string>();
  const cut = new Set<string>();
  const page = (window: string[]) =>
    polish(tidy([...window, ...fearSentences(plan, pack, beat), ...rhyme].filter(Boolean)));
  for (let phrasing = 0; phrasing <= PHRASINGS; phrasing += 1) {
    // Only the phrasings change: what happens was decided when the plan was made.
    const choose = phrasing === 0 ? plan.choose : chooser(`retell\u0000${phrasing}\u0000${plan.name}`);
    const varied = { ...plan, choose };
    const voiced = idea ? { ...idea, story: { ...idea.story, choose } } : undefined;
    const windows = sentenceWindows(plan, beatText(varied, pack, beat, voiced));
    windows.whole.forEach((window) => whole.add(page(window)));
    windows.cut.forEach((window) => cut.add(page(window)));
  }
  return { whole: [...whole], cut: [...cut].filter((text) => !whole.has(text)) };
}
export function composeStory(
  plan: StoryPlan,
  pack: LanguagePack,
  title: string,
  idea?: IdeaTelling,
): WrittenStory {
  const polish = (text: string) => pack.polish(idea ? idea.voice.grammar.polish(text) : text);
  const beats = BEATS_FOR[plan.band];
  const rhymes = plan.genre === 'NurseryRhymesPoem' ? pack.rhymes : [];
  const offset = plan.choose.index('rhymes', Math.max(rhymes.length, 1));
  const bookLayout: LayoutPage[] = beats.map((beat, index) => {
    const sentences = sentencesOf(plan, pack, beat, idea);
    // A couplet on every other page keeps the rhythm without burying the story.
    if (rhymes.length && index % 2 === 0) sentences.push(rhymes[(offset + index / 2) % rhymes.length]);
    return {
      pageText: polish(tidy(sentences)),
      sceneDescription: idea ? ideaScene(idea.story, beat) : sceneFor(plan, beat),
    };
  });
  // The brief telling: the first sentence of every beat of the full story, in order.
  const completeStory = polish(tidy(BEATS.map((beat) => beatText(plan, pack, beat, idea).long[0] ?? '')));
  const expandedStory = [polish(title), ...bookLayout.map((page) => page.pageText)].join('\n\n');
  return { completeStory, expandedStory, bookLayout };
}
