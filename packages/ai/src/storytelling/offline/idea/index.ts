/** Stories told around the parent's idea: reading it in six languages, and the voices that tell it. */
import { englishGrammar } from './grammars/english';
import type { IdeaReading } from './idea-reading';
import type { IdeaVoice } from './idea-voice';
import { readIdeaWith, type KnownName } from './read-idea';
import { englishVoice } from './voices/english';
import { frenchVoice } from './voices/french';
import { germanVoice } from './voices/german';
import { italianVoice } from './voices/italian';
import { portugueseVoice } from './voices/portuguese';
import { spanishVoice } from './voices/spanish';

const VOICES: Readonly<Record<string, IdeaVoice>> = {
  English: englishVoice,
  Spanish: spanishVoice,
  French: frenchVoice,
  Portuguese: portugueseVoice,
  Italian: italianVoice,
  German: germanVoice,
};

/** The voice of a language the offline storyteller writes ideas in. */
export const voiceFor = (language: string): IdeaVoice | undefined => VOICES[language];

/**
 * Reads an idea in the profile's language; `names`: the child's name and nickname, `known`: the names of
 * the child's family (with their roles), friends and pets; `child`: who the child is, for an idea written as
 * the child ('my'); `places`: the proper names of the places the story knows ('Sunny Bay').
 */
export function readIdea(
  idea: string,
  language: string,
  names: readonly string[] = [],
  known: readonly KnownName[] = [],
  child?: 'girl' | 'boy' | 'neutral',
  places: readonly string[] = [],
): IdeaReading {
  // A language the storyteller does not write ('Other') is read as English; one it writes without a voice
  // yet is not read at all (its stock story follows the profile).
  const grammar = VOICES[language]?.grammar ?? (language === 'Other' ? englishGrammar : undefined);
  if (!grammar) return { language, idea, childInIdea: false, cast: [], things: [] };
  return readIdeaWith(grammar, idea, names, known, child, places);
}

export { isEmptyReading } from './idea-reading';
export type { KnownName } from './read-idea';
export type { IdeaPart, IdeaReading, IdeaAction, ActionType } from './idea-reading';
export { ideaStory } from './idea-story';
export type { IdeaStory } from './idea-story';
export { ideaScene } from './idea-scenes';
export { tellingVoice } from './idea-voice';
export type { IdeaVoice } from './idea-voice';
