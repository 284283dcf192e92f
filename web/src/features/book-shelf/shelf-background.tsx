import { useState } from 'react';

/** Shown behind a shelf with no books, and when the selected book's cover does not load (spec §2). */
export const DEFAULT_BACKGROUND_URL = '/images/shelf-background.svg';

/**
 * The picture behind a shelf: the selected book's cover, blurred (spec §2 "the background image follows
 * the selected book cover"). Decorative, so hidden from assistive technology.
 */
export function ShelfBackground({ coverUrl }: { coverUrl: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = coverUrl && coverUrl !== failedUrl ? coverUrl : DEFAULT_BACKGROUND_URL;
  return (
    <img
      className="shelf-background"
      src={src}
      alt=""
      aria-hidden="true"
      onError={() => {
        if (src !== DEFAULT_BACKGROUND_URL) setFailedUrl(src);
      }}
    />
  );
}
