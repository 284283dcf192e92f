import { ART_STYLES, type ArtStyle } from '../../api/types';
import { storySummary } from '../../lib/texts';

/** A book's art style as the parent picked it; older books, and anything unknown, are picture-book. */
export function artStyleLabel(style: string | undefined): string {
  const known = (ART_STYLES as readonly string[]).includes(style ?? '')
    ? (style as ArtStyle)
    : 'picture-book';
  return storySummary.artStyles[known];
}
