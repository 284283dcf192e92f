/**
 * The trouble an idea names ('a school bus that is too tired to climb the hill', 'un autobús que está
 * demasiado cansado para subir la colina': `IdeaAction.trouble`) is what goes wrong halfway in the voices
 * that tell it, got past with a rest and someone who cheers them on.
 */
import type { IdeaStory } from './idea-story';

/**
 * Who is too tired or too shy, as the story names them (the lead, or the child when the idea is about the
 * child), and the trouble as written.
 */
export function troubled(story: IdeaStory): { who: string; trouble: string } | undefined {
  const trouble = story.action?.trouble;
  const who = story.reading.childInIdea ? story.name : story.partner?.then;
  return trouble && who ? { who, trouble } : undefined;
}
