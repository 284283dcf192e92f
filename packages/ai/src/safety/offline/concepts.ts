/** Every concept of the offline lexicon, by name. */
import { DANGER } from './lexicon/danger';
import { GROOMING } from './lexicon/grooming';
import { HATE } from './lexicon/hate';
import { HORROR } from './lexicon/horror';
import { PEOPLE } from './lexicon/people';
import { PROFANITY } from './lexicon/profanity';
import { SELF_HARM } from './lexicon/self-harm';
import { SUBSTANCES } from './lexicon/substances';
import { VIOLENCE } from './lexicon/violence';

export const CONCEPTS = {
  ...PEOPLE,
  ...GROOMING,
  ...VIOLENCE,
  ...SELF_HARM,
  ...SUBSTANCES,
  ...DANGER,
  ...HATE,
  ...HORROR,
  ...PROFANITY,
};
export type Concept = keyof typeof CONCEPTS;
