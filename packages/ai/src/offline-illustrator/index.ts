/**
 * The offline illustrator: the illustrator port's adapter for `npm start` without keys, and the fallback when
 * a provider is not configured. No network, no cost: a scene picture per page, drawn as SVG from the page's
 * text and the character sheet, and an animated variant (SMIL: drifting clouds, twinkling stars, swaying
 * grass, a bobbing child) when asked. The SVG holds no scripts, no event attributes and no external
 * references, so it is safe to serve from our own origin.
 */
import type { Illustration, IllustrationRequest, Illustrator } from '../illustrator';
import { drawPicture } from './compose';

export const OFFLINE_MODEL = 'offline-svg';
export const SVG_CONTENT_TYPE = 'image/svg+xml';

export interface OfflineIllustratorOptions {
  /**
   * A pretend drawing time per picture (default 0). A provider takes seconds; with this a keyless demo or a
   * test can watch pages arrive one by one as they would from a provider.
   */
  delayMs?: number;
}

export function createOfflineIllustrator(options: OfflineIllustratorOptions = {}): Illustrator {
  const delayMs = options.delayMs ?? 0;
  return {
    adapter: 'offline',
    async illustrate(request: IllustrationRequest): Promise<Illustration> {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const still = drawPicture(request, false);
      return {
        image: Buffer.from(still.svg, 'utf8'),
        contentType: SVG_CONTENT_TYPE,
        animated: request.animate
          ? { body: Buffer.from(drawPicture(request, true).svg, 'utf8'), contentType: SVG_CONTENT_TYPE }
          : undefined,
        costUsd: 0,
        model: OFFLINE_MODEL,
      };
    },
  };
}

export { drawPicture } from './compose';
export type { Picture, PictureRequest } from './compose';
export { readCharacterSheet } from './people';
export type { CharacterSheet, HairStyle, PersonLook } from './people';
export { describeScene, readScene } from './scene';
export type { AnimalKind, Scene, Setting, ThingKind, TimeOfDay, Weather } from './scene';
