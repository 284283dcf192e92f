/**
 * What a language gives a story told around an idea: the beats that carry the idea (the profile's own
 * beats, 'home' and 'companion', stay the language pack's), the title, summary, setting and characters.
 * Each voice uses the idea's parts as the parent wrote them (`first` for a first mention, `then` after),
 * and the action as an infinitive phrase (`phrase`, `phraseThen`), so no verb is conjugated beyond what the
 * grammar can do safely.
 */
import type { BeatKey, BeatText } from '../languages/language-pack';
import type { IdeaGrammar } from './idea-grammar';
import type { IdeaStory } from './idea-story';

/** The beats a voice writes: every beat but the two that present the child from the profile. */
export type IdeaBeat = Exclude<BeatKey, 'home' | 'companion'>;

export interface IdeaVoice {
  readonly language: string;
  readonly grammar: IdeaGrammar;
  readonly beats: Readonly<Record<IdeaBeat, (story: IdeaStory) => BeatText>>;
  title(story: IdeaStory): string;
  /** Two or three sentences: who, what they want (the idea's words), where, and that it ends well. */
  summary(story: IdeaStory): string;
  setting(story: IdeaStory): string;
  characters(story: IdeaStory): string;
  /** How a first visit is told ('goes to the doctor'): every beat, the title, summary and setting of its own. */
  readonly visit: VisitVoice;
}

/** A visit's telling (`IdeaStory.visit`): a nervous start, a kind grown-up, a brave moment, proud at home. */
export type VisitVoice = Pick<IdeaVoice, 'beats' | 'title' | 'summary' | 'setting'>;

/** The voice that tells the story: the visit's own words for a visit. */
export const tellingVoice = (voice: IdeaVoice, story: IdeaStory): IdeaVoice =>
  story.visit ? { ...voice, ...voice.visit } : voice;
