/**
 * Who chooses the author model and the illustrator (spec §4, §6, §9): admins choose, from the spec's lists;
 * everyone else gets the defaults (Flux and gpt-4o-mini) whatever the request says, since a request body is
 * the client's to change. Pure: the caller's role comes from the gateway's session.
 */
import { ILLUSTRATOR_NAMES } from '@storybook-app/ai';
import { AppError } from '@storybook-app/kit';

/** Spec §9: the author models an admin may choose. */
export const AUTHOR_MODELS = [
  'gpt-4o',
  'gpt-4o-mini',
  'claude-3-5-sonnet-latest',
  'claude-3-haiku-20240307',
] as const;

/** Spec §5: what an admin is told when the model or the illustrator is not chosen. */
export const CHOOSE_BOTH = 'Please select both an image generator and a model to continue.';

export interface ChoiceRules {
  /** STORY_DEFAULT_MODEL. */
  defaultModel: string;
  /** STORY_DEFAULT_ILLUSTRATOR. */
  defaultIllustrator: string;
  /**
   * Models admins may choose besides the spec's: those a configured local model server serves
   * (LOCAL_MODEL_NAMES), which only an operator can add.
   */
  extraModels?: readonly string[];
}

export interface Choice {
  model: string;
  illustrator: string;
}

const SHOWN_MAX = 40;
const shown = (name: string) => (name.length > SHOWN_MAX ? `${name.slice(0, SHOWN_MAX)}…` : name);

function known(kind: string, name: string, allowed: readonly string[]): string {
  if (allowed.includes(name)) return name;
  throw new AppError(
    'invalid_argument',
    `Unknown ${kind} "${shown(name)}": choose one of ${allowed.join(', ')}.`,
  );
}

const allowedModels = (rules: ChoiceRules): string[] => [
  ...new Set([...AUTHOR_MODELS, ...(rules.extraModels ?? [])]),
];

/** The model of a call that only writes (the summary). */
export function chooseModel(isAdmin: boolean, requested: string, rules: ChoiceRules): string {
  if (!isAdmin) return rules.defaultModel;
  const model = requested.trim();
  if (!model) throw new AppError('invalid_argument', CHOOSE_BOTH);
  return known('model', model, allowedModels(rules));
}

/** The illustrator of a call that only draws (the cover). */
export function chooseIllustrator(isAdmin: boolean, requested: string, rules: ChoiceRules): string {
  if (!isAdmin) return rules.defaultIllustrator;
  const illustrator = requested.trim();
  if (!illustrator) throw new AppError('invalid_argument', CHOOSE_BOTH);
  return known('image generator', illustrator, ILLUSTRATOR_NAMES);
}

/** Both, for the calls that need both chosen (the start page, the book). */
export function chooseBoth(
  isAdmin: boolean,
  requested: { model: string; illustrator: string },
  rules: ChoiceRules,
): Choice {
  if (!isAdmin) return { model: rules.defaultModel, illustrator: rules.defaultIllustrator };
  // Either missing is the one message of spec §5, before a name that is there is judged.
  if (!requested.model.trim() || !requested.illustrator.trim()) {
    throw new AppError('invalid_argument', CHOOSE_BOTH);
  }
  return {
    model: chooseModel(true, requested.model, rules),
    illustrator: chooseIllustrator(true, requested.illustrator, rules),
  };
}
