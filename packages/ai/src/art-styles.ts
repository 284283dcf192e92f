/**
 * The art styles a parent picks for a book's pictures (issue 25): the same four for every illustrator. Model
 * illustrators get the style's art direction at the head of every prompt; the offline illustrator draws each
 * with its own palette, strokes and textures (offline-illustrator/art-style.ts).
 */
import { ART_STYLES, type ArtStyle } from '@storybook-app/kit';

export { ART_STYLES, type ArtStyle };

/** What a book made before styles existed, or one whose parent chose nothing, is drawn in. */
export const DEFAULT_ART_STYLE: ArtStyle = 'picture-book';

export const isArtStyle = (value: string): value is ArtStyle =>
  (ART_STYLES as readonly string[]).includes(value);

/** The style a stored or sent value names; anything else is the default. */
export const artStyleOf = (value: string | undefined | null): ArtStyle =>
  value && isArtStyle(value) ? value : DEFAULT_ART_STYLE;

/** The art direction a model illustrator reads first in every prompt of the book. */
export const ART_STYLE_DIRECTIONS: Record<ArtStyle, string> = {
  'picture-book': "A warm, gentle children's picture book illustration",
  watercolour:
    "A soft watercolour children's book illustration: translucent washes that bleed at the edges, pale " +
    'paper showing through, gentle pastel colours',
  crayon:
    "A wax crayon children's book illustration, as a child might colour it: bright colours, visible grainy " +
    'strokes and paper texture, slightly wobbly outlines',
  'paper-cut':
    "A paper cut-out collage children's book illustration: flat shapes of coloured paper layered with soft " +
    'shadows between the layers, visible paper grain',
  ink:
    'A classic picture-book pen and ink illustration with watercolour wash: confident dark ink outlines, ' +
    'light cross-hatching, a muted warm palette on cream paper',
};
