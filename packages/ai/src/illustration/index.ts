/**
 * The picture side of the package: illustrators, their settings, art styles and provider errors. The images
 * service imports this alone: the package's index also loads the authors' SDKs and the offline safety
 * classifier, about half a second more on every start and restart of a process that uses neither. DALL·E's
 * factory is left out too (the `openai` SDK): `illustratorsFromEnv` loads it where a key configures it.
 */
export * from '../ai-env';
export * from '../animated-picture';
export * from '../art-styles';
export * from '../flux-illustrator';
export * from '../illustrator';
export * from '../illustrators';
export * from '../picture-format';
export * from '../provider-errors';
export * from '../stable-diffusion-illustrator';
export * from '../svg-text';
