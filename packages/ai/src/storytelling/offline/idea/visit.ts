/**
 * What every voice's visit shares (`IdeaStory.visit`): its tables read by the story's visit, who takes the
 * child, and the idea's own word for the school ('nursery', 'la guardería', 'die Kita').
 */
import type { BeatText } from '../languages/language-pack';
import type { IdeaPart } from './idea-reading';
import { VISIT_WORDS, type IdeaStory, type Visit } from './idea-story';
import { plainText } from '../recognise';

/** Who takes the child there: the idea's companion ('with Grandma'), else `otherwise` (a parent, as the voice names them). */
export const escortOf = (story: IdeaStory, otherwise: string): string =>
  story.partner?.kind === 'person' ? story.partner.then : otherwise;

const SCHOOL_WORDS = VISIT_WORDS.find(([visit]) => visit === 'school')?.[1];

/** The idea's part that names the school, when it names one ('her first day at nursery': nursery). */
export function schoolWordOf(story: IdeaStory): IdeaPart | undefined {
  const { place, object, things } = story.reading;
  return [place, object, ...things].find(
    (part) => part !== undefined && !!SCHOOL_WORDS?.test(plainText(part.english)),
  );
}

/** A voice's words for one part of a visit, by visit: the doctor's, the dentist's, school's, a haircut's. */
export type ByVisit<T> = Record<Visit, (story: IdeaStory) => T>;

/** A beat's text by visit. */
export type VisitBeats = ByVisit<BeatText>;

/** One of a voice's tables read for the story's visit (a visit's voice only tells a story that has one). */
export const ofVisit =
  <T>(table: ByVisit<T>) =>
  (story: IdeaStory): T =>
    table[story.visit ?? 'doctor'](story);
