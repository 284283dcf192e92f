import { useState } from 'react';
import { svgDataUrl } from '../../lib/svg-data-url';
import { ui } from '../../lib/texts';

interface BookCoverProps {
  title: string;
  /** the cover picture's address; '' for a book made without one */
  coverUrl: string;
  /** the title drawn in the genre's style (SVG markup from the server), or '' */
  titleSvg: string;
  className?: string;
}

/**
 * A book's front: its picture with the title drawn over it. A book without a picture, or whose picture
 * does not load, shows a plain board under the title instead.
 */
export function BookCover({ title, coverUrl, titleSvg, className = '' }: BookCoverProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const picture = coverUrl && coverUrl !== failedUrl ? coverUrl : null;
  return (
    <figure className={`book-cover ${className}`}>
      {picture ? (
        <img
          className="book-cover-picture"
          src={picture}
          alt={ui.coverAlt(title)}
          draggable={false}
          onError={() => setFailedUrl(picture)}
        />
      ) : (
        <div className="book-cover-picture book-cover-blank" role="img" aria-label={ui.coverAlt(title)} />
      )}
      {/* the title is already named by the picture's text alternative */}
      {titleSvg ? (
        <img className="book-cover-title" src={svgDataUrl(titleSvg)} alt="" draggable={false} />
      ) : (
        <span className="book-cover-title book-cover-title-text" aria-hidden="true">
          {title}
        </span>
      )}
    </figure>
  );
}
