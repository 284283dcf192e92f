/**
 * Which illustrator draws a picture. A request names one of the spec's illustrators (`DallE3`,
 * `StableDiffusion`, `Flux`); when that provider is configured it draws, otherwise the offline illustrator
 * does, so a book never fails for want of a key. A blank or unknown name is drawn offline when no provider is
 * configured at all (the keyless `npm start`), and refused otherwise: with providers configured it is a
 * caller's mistake worth seeing.
 */
import {
  ILLUSTRATOR_NAMES,
  illustratorsFromEnv,
  isIllustratorName,
  type IllustratorConfig,
  type IllustratorName,
  type Illustrator,
  type Illustrators,
} from '@storybook-app/ai/illustration';
import { AppError, type Logger } from '@storybook-app/kit';
import { createOfflineIllustrator } from '@storybook-app/ai/offline-illustrator';

export type IllustratorChoiceName = IllustratorName | 'offline';

const NAME_SHOWN_MAX = 40;

/** Pure: the illustrator that draws for a requested name, given the providers configured. */
export function chooseIllustrator(
  requested: string,
  configured: readonly IllustratorName[],
): IllustratorChoiceName {
  const name = requested.trim();
  // The product's own sample books ask for the offline illustrator by name: they never cost a picture.
  if (name === 'offline') return 'offline';
  if (isIllustratorName(name)) return configured.includes(name) ? name : 'offline';
  if (configured.length === 0) return 'offline';
  const shown = name.length > NAME_SHOWN_MAX ? `${name.slice(0, NAME_SHOWN_MAX)}…` : name;
  throw new AppError(
    'invalid_argument',
    `${shown ? `Unknown illustrator "${shown}"` : 'No illustrator named'}: choose one of ${ILLUSTRATOR_NAMES.join(', ')}.`,
  );
}

export interface ChosenIllustrator {
  name: IllustratorChoiceName;
  illustrator: Illustrator;
}

export interface IllustratorChoice {
  /** What readiness announces: `offline` without providers, else theirs joined with `+` (`openai+bfl`). */
  readonly adapter: string;
  /** The illustrator for a request's name; throws `invalid_argument` as `chooseIllustrator` says. */
  pick(requested: string): ChosenIllustrator;
}

/** The providers configured, with the offline illustrator behind them. */
export function illustratorChoice(
  providers: Illustrators,
  offline: Illustrator = createOfflineIllustrator(),
): IllustratorChoice {
  return {
    adapter: providers.names.length === 0 ? offline.adapter : providers.adapter,
    pick(requested) {
      const name = chooseIllustrator(requested, providers.names);
      const illustrator = name === 'offline' ? offline : providers.forName(name);
      // forName serves every name in `names`; the fallback only guards against a registry that disagrees.
      return illustrator ? { name, illustrator } : { name: 'offline', illustrator: offline };
    },
  };
}

/** The providers of the images service's config (no key: none, and every picture is drawn offline). */
export const imagesIllustrators = (config: Partial<IllustratorConfig>, logger: Logger): Illustrators =>
  illustratorsFromEnv(config, { logger });
