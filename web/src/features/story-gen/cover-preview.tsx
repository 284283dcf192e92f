import type { UseQueryResult } from '@tanstack/react-query';
import type { TitlePictureResponse } from '../../api/types';
import { storySummary, ui } from '../../lib/texts';
import { useSessionStore } from '../auth';
import { svgDataUrl } from '../../lib/svg-data-url';
import { Button, Skeleton } from '../../design';

interface CoverPreviewProps {
  title: string;
  cover: UseQueryResult<TitlePictureResponse>;
}

/** The cover picture with its title (§2), and on failure the message with a retry (§4, §8). */
export function CoverPreview({ title, cover }: CoverPreviewProps) {
  const { titleImageGenerated, titleImageUrl, titleSvg } = useSessionStore();
  // Not `isError`: a retry of a query without data goes back to pending, and the message stays during it.
  const failed = !titleImageGenerated && cover.errorUpdateCount > 0;
  const retrying = failed && cover.isFetching;
  return (
    <section aria-label={ui.coverPreview} aria-busy={cover.isFetching} className="cover-preview">
      {titleImageGenerated ? (
        <figure className="cover">
          {titleImageUrl && <img className="cover-picture" src={titleImageUrl} alt={ui.coverAlt(title)} />}
          {/* the title is already named by the picture's text alternative */}
          {titleSvg && <img className="cover-title" src={svgDataUrl(titleSvg)} alt="" />}
        </figure>
      ) : (
        !failed && cover.isFetching && <Skeleton className="cover">{ui.coverWorking}</Skeleton>
      )}
      <div className="cover-message" role="alert" hidden={!failed}>
        <p>{storySummary.coverFailed}</p>
        <Button onClick={() => void cover.refetch()} disabled={retrying}>
          <span aria-hidden="true" className={retrying ? 'regenerate-icon spinning' : 'regenerate-icon'}>
            ↻
          </span>{' '}
          {retrying ? storySummary.regenerating : ui.regenerateCover}
        </Button>
      </div>
    </section>
  );
}
