/**
 * Puts a planned story into pages: which beats a book of the child's reading level has, how much of each
 * beat's text it takes, and the extras a plan asks for (a nursery rhyme's couplets, the friendly turn of
 * a fear the idea named).
 */
import type { ReadingBand } from '../reading-level';
import type { LayoutPage, WrittenStory } from '../storyteller';
import type { BeatKey, LanguagePack } from './languages/language-pack';
import { BEATS } from './languages/language-pack';
import { sceneFor } from './scenes';
import type { StoryPlan } from './story-plan';
import { ideaScene } from './idea';
import type { IdeaStory, IdeaVoice } from './idea';

/** A story told around the idea: its voice writes every beat but the profile's own two. */
export interface IdeaTelling {
  story: IdeaStory;
  voice: IdeaVoice;
}

function beatText(plan: StoryPlan, pack: LanguagePack, beat: BeatKey, idea?: IdeaTelling) {
  if (idea && beat !== 'home' && beat !== 'companion') return idea.voice.beats[beat](idea.story);
  return pack.beats[beat](plan);
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

function sentencesOf(plan: StoryPlan, pack: LanguagePack, beat: BeatKey, idea?: IdeaTelling): string[] {
  const text = beatText(plan, pack, beat, idea);
  const sentences = plan.band === 'toddler' ? text.short : text.long.slice(0, LONG_SENTENCES[plan.band]);
  if (plan.fear && beat === FEAR_BEAT) {
    const friendly = pack.fearTurnsFriendly(plan, plan.fear);
    sentences.push(...(plan.band === 'toddler' ? friendly.short : friendly.long));
  }
  return sentences.filter(Boolean);
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
