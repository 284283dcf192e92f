import { Link } from 'react-router-dom';
import type { Page } from '../../api/types';
import { paths } from '../../config/paths';
import { Skeleton } from '../../design';
import { reader, ui } from '../../lib/texts';

interface BookPageListProps {
  userId: string;
  bookId: string;
  pages: readonly Page[];
  totalPages: number;
  animateImages: boolean;
}

/** The pages of a book being illustrated: finished ones with picture and text, linked to the reader. */
export function BookPageList({ userId, bookId, pages, totalPages, animateImages }: BookPageListProps) {
  return (
    <ol className="book-pages" aria-label={ui.bookPages}>
      {pages.map((page) => (
        <li key={page.page_number} className={`book-page-card ${page.status}`}>
          <BookPageCard
            page={page}
            caption={reader.pageOf(page.page_number, totalPages)}
            href={paths.storyPageAt.href(userId, bookId, page.page_number)}
            animateImages={animateImages}
          />
        </li>
      ))}
    </ol>
  );
}

interface BookPageCardProps {
  page: Page;
  caption: string;
  href: string;
  animateImages: boolean;
}

function BookPageCard({ page, caption, href, animateImages }: BookPageCardProps) {
  if (page.status === 'pending') {
    return (
      <>
        {/* Where the picture will be, so the page keeps its place and size while it is drawn. */}
        <Skeleton className="page-skeleton" />
        <span className="page-caption">{caption}</span>
        <p className="page-note">{ui.pagePending}</p>
      </>
    );
  }
  if (page.status === 'failed') {
    return (
      <>
        <span className="page-caption">{caption}</span>
        <p className="page-note">{ui.pageFailed}</p>
        <p className="page-text">{page.page_text}</p>
      </>
    );
  }
  const picture = (animateImages && page.cf_cloud_animated_url) || page.cf_cloud_url || page.cloud_url;
  return (
    <>
      <Link to={href} className="page-link">
        {picture && <img src={picture} alt={ui.pageImageAlt(page.page_number)} />}
        <span className="page-caption">{caption}</span>
      </Link>
      <p className="page-text">{page.page_text}</p>
    </>
  );
}
