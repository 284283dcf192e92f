/**
 * A story told around the idea: the plan from the profile (story-plan.ts) with what the idea says on top.
 * The child always leads or goes at the lead's side: `partner` is the character the idea is about (the
 * firefighter puppy), `other` who or what the action is for (the kitten), `key` the thing that matters
 * most, `where` the idea's own place, `type` the kind of plot the action leads to (what goes wrong in the middle, what the end resolves).
 */
import type { StoryPlan } from '../story-plan';
import type { ActionType, IdeaAction, IdeaPart, IdeaReading } from './idea-reading';
import { plainText } from '../recognise';

export interface IdeaStory extends StoryPlan {
  reading: IdeaReading;
  partner?: IdeaPart;
  other?: IdeaPart;
  key?: IdeaPart;
  /** Where the idea happens ('the moon'): `place` is the plan's setting from the lexicon. */
  where?: IdeaReading['place'];
  action?: IdeaAction;
  type: ActionType;
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

export function ideaStory(plan: StoryPlan, reading: IdeaReading): IdeaStory {
  const [first, second] = reading.cast;
  // The one the action is done to ('a kitten') is not the partner when a character before it leads.
  const partner = first;
  const other = second;
  const key = reading.things.find((thing) => thing !== undefined);
  return {
    ...plan,
    // The child leads whenever the idea gives its character nothing to do ('dinosaurs', 'a lost key').
    reading: reading.action ? reading : { ...reading, childInIdea: true },
    partner,
    other,
    key,
    where: reading.place,
    action: reading.action,
    type: typeOf(reading),
  };
}
