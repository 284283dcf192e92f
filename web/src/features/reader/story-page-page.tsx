import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { getPage } from '../../api/story';
import { paths } from '../../config/paths';
import { reader, ui } from '../../lib/texts';

/** /story-page/:userId/:bookId/:pageNum: the single-page reader (spec §2, §4, §8). */
export function StoryPagePage() {
  const { userId, bookId, pageNum } = useParams();
  const page = Number(pageNum);
  return (
    <main className="story-page" aria-label={ui.readerHeading}>
      {userId && bookId && Number.isInteger(page) && page >= 1 ? (
        <PageReader userId={userId} bookId={bookId} pageNum={page} />
      ) : null}
    </main>
  );
}

function PageReader({ userId, bookId, pageNum }: { userId: string; bookId: string; pageNum: number }) {
  const navigate = useNavigate();
  const page = useQuery({
    queryKey: ['page', userId, bookId, pageNum],
    queryFn: ({ signal }) => getPage({ bookId, userId, pageNum }, signal),
  });
  if (page.isPending) return <p role="status">{reader.loadingPage(pageNum)}</p>;
  if (page.isError) return <p role="alert">{reader.loadFailed}</p>;
  const { pageData, totalPages } = page.data;
  const image = pageData.cf_cloud_url ?? pageData.cloud_url;
  const go = (n: number) => navigate(paths.storyPageAt.href(userId, bookId, n));
  return (
    <article>
      {pageData.status === 'pending' ? (
        <p role="status">{reader.pageNotReady(pageNum)}</p>
      ) : pageData.status === 'failed' ? (
        <p role="alert">{reader.loadFailed}</p>
      ) : (
        <>
          {image && <img src={image} alt={ui.pageImageAlt(pageNum)} />}
          <p>{pageData.page_text}</p>
        </>
      )}
      <nav aria-label={ui.readerHeading}>
        <button
          type="button"
          aria-label={ui.previousPage}
          disabled={pageNum <= 1}
          onClick={() => go(pageNum - 1)}
        >
          ‹
        </button>
        <span>{reader.pageOf(pageNum, totalPages)}</span>
        <button
          type="button"
          aria-label={ui.nextPage}
          disabled={pageNum >= totalPages}
          onClick={() => go(pageNum + 1)}
        >
          ›
        </button>
      </nav>
    </article>
  );
}
