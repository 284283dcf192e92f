import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { keepPage, remakePage } from '../../api/story';
import type { GetPageResponse, Page } from '../../api/types';
import { Button, Skeleton, useToast } from '../../design';
import { ui } from '../../lib/texts';

/** The query the single-page reader reads its owner's page from (features/reader/use-reader-page.ts). */
export const ownPageQueryKey = (userId: string, bookId: string, pageNum: number) =>
  ['page', userId, bookId, pageNum] as const;

const stillPicture = (picture: {
  cf_cloud_animated_url?: string;
  cf_cloud_url?: string;
  cloud_url?: string;
}) => picture.cf_cloud_animated_url || picture.cf_cloud_url || picture.cloud_url || '';

/** The page's three asks; each answer is the page as the reader then shows it. */
function useRemakeActions(userId: string, bookId: string, pageNum: number) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const show = (answer: GetPageResponse) =>
    queryClient.setQueryData(ownPageQueryKey(userId, bookId, pageNum), answer);
  const refused = (error: unknown) =>
    toast(error instanceof ApiError && error.status === 409 ? error.message : ui.remakeRefused);
  const remake = useMutation({
    mutationFn: () => remakePage({ bookId, userId, pageNum }),
    onSuccess: show,
    onError: refused,
  });
  const retell = useMutation({
    mutationFn: () => remakePage({ bookId, userId, pageNum, part: 'text' }),
    onSuccess: show,
    onError: refused,
  });
  const keep = useMutation({
    mutationFn: (which: 'new' | 'old') => keepPage({ bookId, userId, pageNum, keep: which }),
    onSuccess: show,
    onError: refused,
  });
  return { remake, retell, keep };
}

type RemakeActions = ReturnType<typeof useRemakeActions>;

/**
 * "Make this page again" for the owner of a finished book: a new picture of the page (the same characters,
 * a new seed), drawn while the reader polls the page, or new words for it (told while the request waits);
 * then both side by side with "Keep this one" under each. The page keeps its own until the parent picks.
 */
export function RemakePage({
  userId,
  bookId,
  pageNum,
  page,
}: {
  userId: string;
  bookId: string;
  pageNum: number;
  page: Page;
}) {
  const actions = useRemakeActions(userId, bookId, pageNum);
  const { retell, keep } = actions;

  if (page.status === 'pending') return null;
  const taking = page.remake;
  const text = taking?.part === 'text';
  // A page of a book re-styled as a whole is never picked on its own: the book swaps them all at once.
  if (taking?.part === 'style') return <RemakeBusy status={ui.restylingPage} />;
  if (retell.isPending || (text && taking?.status === 'pending')) {
    return <RemakeBusy status={ui.retellingText} skeleton="retell-skeleton" />;
  }
  if (!taking) return <RemakeOffer actions={actions} />;
  if (taking.status === 'pending') {
    return <RemakeBusy status={ui.remakingPicture} skeleton="remake-skeleton" />;
  }
  if (text) return <RetellChoice before={page} taking={taking} keep={keep} />;
  if (taking.status === 'failed') {
    return (
      <section className="remake-page" aria-label={ui.remakeActions}>
        <p role="alert">{ui.remakeFailed}</p>
        <Button variant="secondary" disabled={keep.isPending} onClick={() => keep.mutate('old')}>
          {ui.remakeDismiss}
        </Button>
      </section>
    );
  }
  return <PictureChoice pageNum={pageNum} before={page} taking={taking} keep={keep} />;
}

function RemakeBusy({ status, skeleton }: { status: string; skeleton?: string }) {
  return (
    <section className="remake-page" aria-label={ui.remakeActions} aria-busy="true">
      <p role="status">{status}</p>
      {skeleton && <Skeleton className={skeleton} />}
    </section>
  );
}

function RemakeOffer({ actions: { remake, retell } }: { actions: RemakeActions }) {
  return (
    <section className="remake-page" aria-label={ui.remakeActions}>
      <div className="remake-actions">
        <Button variant="secondary" disabled={remake.isPending} onClick={() => remake.mutate()}>
          {ui.remakePage}
        </Button>
        <Button variant="secondary" onClick={() => retell.mutate()}>
          {ui.retellPage}
        </Button>
      </div>
      <p className="remake-hint">{ui.remakePageHint}</p>
    </section>
  );
}

type Take = NonNullable<Page['remake']>;

function RetellChoice({ before, taking, keep }: { before: Page; taking: Take; keep: RemakeActions['keep'] }) {
  return (
    <section className="remake-page" aria-label={ui.retellChoice}>
      <h2 className="remake-heading">{ui.retellChoice}</h2>
      <div className="remake-choice">
        <figure className="remake-option retell-option">
          <figcaption>{ui.pictureBefore}</figcaption>
          <blockquote className="retell-text">{before.page_text}</blockquote>
          <Button
            variant="secondary"
            aria-label={ui.keepTextBefore}
            disabled={keep.isPending}
            onClick={() => keep.mutate('old')}
          >
            {ui.keepThisOne}
          </Button>
        </figure>
        <figure className="remake-option retell-option">
          <figcaption>{ui.pictureNew}</figcaption>
          <blockquote className="retell-text">{taking.page_text}</blockquote>
          <Button aria-label={ui.keepTextNew} disabled={keep.isPending} onClick={() => keep.mutate('new')}>
            {ui.keepThisOne}
          </Button>
        </figure>
      </div>
    </section>
  );
}

function PictureChoice({
  pageNum,
  before: page,
  taking,
  keep,
}: {
  pageNum: number;
  before: Page;
  taking: Take;
  keep: RemakeActions['keep'];
}) {
  const before = stillPicture(page);
  return (
    <section className="remake-page" aria-label={ui.remakeChoice}>
      <h2 className="remake-heading">{ui.remakeChoice}</h2>
      <div className="remake-choice">
        <figure className="remake-option">
          {before ? (
            <img src={before} alt={ui.pictureBeforeAlt(pageNum)} />
          ) : (
            <p className="page-note">{ui.pageFailed}</p>
          )}
          <figcaption>{ui.pictureBefore}</figcaption>
          <Button
            variant="secondary"
            aria-label={ui.keepPictureBefore}
            disabled={keep.isPending}
            onClick={() => keep.mutate('old')}
          >
            {ui.keepThisOne}
          </Button>
        </figure>
        <figure className="remake-option">
          <img src={stillPicture(taking)} alt={ui.pictureNewAlt(pageNum)} />
          <figcaption>{ui.pictureNew}</figcaption>
          <Button aria-label={ui.keepPictureNew} disabled={keep.isPending} onClick={() => keep.mutate('new')}>
            {ui.keepThisOne}
          </Button>
        </figure>
      </div>
    </section>
  );
}
