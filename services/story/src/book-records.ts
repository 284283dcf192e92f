/**
 * The story service's books and pages. A book is one document with the spec's fields (§3 "Book"), written
 * whole when its story is written; its pages list is the book as written, every page pending. Each page's
 * picture is then tracked in a document of its own in `pages` (`<bookId>:<n>`): completions arrive side by
 * side, and single-document writes (FerretDB has no transactions) let each be recorded without touching the
 * book or the other pages. Every book and every page names its owner, indexed, so account deletion finds a
 * user's books and pages without going through the books.
 */
import type { QualityReport } from '@storybook-app/ai/storytelling';
import type { PageStatusWord } from '@storybook-app/proto';
import {
  batchedPerTurn,
  DuplicateKeyError,
  type Collection,
  type CollectionSpec,
  type Doc,
  type DocumentStore,
} from '@storybook-app/kit';

/** What every stored book and page names: its owner. */
export interface OwnedRecord extends Doc {
  user_id: string;
}

/** A page picture's status, in the words the API answers too (proto/src/page-status.ts). */
export type PageStatus = PageStatusWord;

/**
 * One page of a book as written (spec §3 "Page"), with what its picture shows. Its picture and status are
 * its page record's (`PageRecord`), never the book's.
 */
export interface BookPage {
  page_number: number;
  page_text: string;
  /** For the illustrator, in English; never part of a page answered to the web. */
  scene_description: string;
  /** The words the page had before a text told again was kept (absent: none), never told again. */
  told_before?: string[];
}

/** What writing the book's text cost, priced with spec §9's table. */
export interface BookCost {
  model: string;
  input_tokens: number;
  output_tokens: number;
  text_usd: number;
  /** False for a model the table does not price (a local one): `text_usd` is then 0. */
  priced: boolean;
  /**
   * What the cover picture cost (spec §9: $0.04 an image; 0 drawn offline or without a cover). The pages'
   * pictures are priced on their own page documents (`PageRecord.cost_usd`) as they finish.
   */
  cover_usd: number;
}

/** A cover drawn for the user, kept so that the book made with it knows what it cost. */
export interface CoverRecord extends OwnedRecord {
  /** The cover's blob key (`users/<uid>/covers/<uuid>.<ext>`) is its id. */
  cost_usd: number;
  /** ISO 8601. */
  created_at: string;
}

export interface BookRecord extends OwnedRecord {
  profile_id: string;
  image_generator: string;
  /** The model that wrote it (`offline` when the offline storyteller did). */
  model: string;
  /** The profile's language the story is written in ('' for 'Other'; absent on books written before it). */
  language?: string;
  version: number;
  prompt: string;
  title: string;
  title_svg: string;
  title_image_description: string;
  cf_title_image: string;
  cf_title_key: string;
  summary: string;
  genre: string;
  /** The summary's themes, comma-separated (the spec names the book's field `theme`). */
  theme: string;
  setting: string;
  characters: string;
  completeStory: string;
  expandedStory: string;
  /** The story's page texts, without 'The End'. */
  bookLayout: string[];
  /** `bookLayout` plus the last page, 'The End'; each page's picture is in `pages` (`PageRecord`). */
  pages: BookPage[];
  total_pages: number;
  /** How the child and companions look, sent with every page picture. */
  character_sheet: string;
  /** One seed for every picture of the book, for the illustrators that take one. */
  seed: number;
  /** The pictures' art style (`ART_STYLES`); absent on books from before styles: the default. */
  art_style?: string;
  cost: BookCost;
  published: boolean;
  /**
   * Whether the book's link opens for anyone (spec §2: "anyone with the link"). New books are shared; absent
   * on books written before the owner could stop sharing, which are shared: read it with `isShared`.
   */
  shared?: boolean;
  /** ISO 8601. */
  created_at: string;
  /** How many page texts were told again and kept (absent: none), the compare-and-set of keeping one. */
  texts_kept?: number;
  /** Whether the pages get an animated variant too (bookgen's 'Animate Images'). */
  animate_images: boolean;
  /** When bookgen first requested the pictures (ISO 8601); '' until then. */
  pictures_requested_at: string;
  /** When the credit of a book whose every picture failed was given back; '' otherwise. */
  refunded_at: string;
  /** The quality report made when the story was written (absent on books written before it). */
  quality?: BookQuality;
  /** One of the product's own sample books (sample-books.ts), not a parent's. */
  sample?: boolean;
  /**
   * The book being drawn again in another style (book-restyles.ts): 'drawing' while its pictures are drawn,
   * 'swapping' while the one settling it swaps them in (or drops them); absent or null otherwise. The
   * compare-and-set of every step of a re-style.
   */
  restyle_state?: 'drawing' | 'swapping' | null;
  /** The style being drawn while `restyle_state` is set. */
  restyle_to?: string | null;
  /** When the re-style was asked for (ISO 8601), while `restyle_state` is set. */
  restyle_at?: string | null;
  /** The cover drawn in that style (null until it is; `failed` when it could not be). */
  restyle_cover?: RestyleCover | null;
  /**
   * Set with the claim ('swapping'): whether the new pictures are kept (all drawn) or dropped, so that
   * whoever finishes a swap cut short does what the one who claimed it decided.
   */
  restyle_keep?: boolean | null;
  /** When the swap was claimed or last taken over (ISO 8601): how long it has been 'swapping'. */
  restyle_claimed_at?: string | null;
  /**
   * Set with the claim: the pictures to delete once the swap is done. The pages' own URLs are gone from them
   * as soon as each is decided, so a swap finished later could not find them any more.
   */
  restyle_unkept?: RestyleUnkept | null;
}

/** What a swap deletes: the pictures from before when the new ones are kept, the new ones otherwise. */
export interface RestyleUnkept {
  urls: string[];
  /** The cover not kept ('' for none); deleted only when no other of the user's books shows it. */
  cover_key: string;
}

/** The decision a swap is claimed with (book-restyles.ts, restyle-swaps.ts). */
export interface RestyleClaim {
  keep: boolean;
  /** ISO 8601. */
  at: string;
  unkept: RestyleUnkept;
}

/** A cover drawn in the style a book is being re-styled to. */
export interface RestyleCover {
  ok: boolean;
  url: string;
  key: string;
  cost_usd: number;
}

/** A book's quality report as stored: the report and how many tellings it took (1, or 2 after a rewrite). */
export type BookQuality = QualityReport & { attempts: number };

/** Whether anyone with the book's link may read it (books from before the flag are). */
export const isShared = (book: Pick<BookRecord, 'shared'>): boolean => book.shared !== false;

/** The picture of one page, as images reported it. */
export interface PageRecord extends OwnedRecord {
  book_id: string;
  page_number: number;
  status: PageStatus;
  /** The picture under /media ('' until ready). */
  cloud_url: string;
  cf_cloud_animated_url: string;
  /** Why the picture failed, in images' short words ('' otherwise). */
  error: string;
  cost_usd: number;
  /** ISO 8601. */
  updated_at: string;
  /** Which drawing of the page `cloud_url` shows: absent or 1 for the book's own, 2 and up once made again. */
  take?: number;
  /** The page made again, waiting for the parent's choice; null or absent when there is none. */
  remake?: PageRemake | null;
}

/**
 * A new picture (or text) of a finished page (issue 25), kept beside the page's own until the parent picks
 * one. Absent `part`: a picture (the remakes from before texts could be told again).
 */
export interface PageRemake {
  /** 'style': one of every page's new pictures of a book re-styled as a whole, never chosen page by page. */
  part?: 'picture' | 'text' | 'style';
  /** The page's new text (part 'text'). */
  page_text?: string;
  take: number;
  status: PageStatus;
  cloud_url: string;
  cf_cloud_animated_url: string;
  error: string;
  cost_usd: number;
  /** ISO 8601. */
  requested_at: string;
}

/** The outcome of one page's picture, from `images.page-image.completed`. */
export interface PageOutcome {
  ok: boolean;
  imageUrl?: string;
  animatedImageUrl?: string;
  error?: string;
  costUsd: number;
  /** Set on the picture of a page made again. */
  take?: number;
}

export const BOOKS = 'books';
export const PAGES = 'pages';
export const COVERS = 'covers';
const COVERS_SPEC: CollectionSpec = { indexes: [{ fields: ['user_id'] }] };

/** The spec's text of every book's last page. */
export const LAST_PAGE_TEXT = 'The End';
/** The version of a book when it is written. */
export const FIRST_BOOK_VERSION = 1;

/**
 * Books by owner (account deletion, the own shelf newest first, and the owner's books sharing a cover) and
 * published ones (the public shelf, newest first).
 */
const BOOKS_SPEC: CollectionSpec = {
  indexes: [
    { fields: ['user_id', 'created_at'] },
    { fields: ['published', 'created_at'] },
    // The start-up sweep of swaps cut short (restyle-swaps.ts) looks for the few books 'swapping'.
    { fields: ['restyle_state'] },
  ],
};
const PAGES_SPEC: CollectionSpec = { indexes: [{ fields: ['user_id'] }, { fields: ['book_id', 'status'] }] };

/** A shelf is the owner's books or the published ones. */
export type ShelfFilter = { user_id: string } | { published: true };

export const pageId = (bookId: string, pageNumber: number): string => `${bookId}:${pageNumber}`;

/** Writes of one page that race (a completion against its request) are tried again this often. */
const PAGE_WRITE_TRIES = 5;

export class BookRecords {
  private constructor(
    private readonly bookDocs: Collection<BookRecord>,
    private readonly pageDocs: Collection<PageRecord>,
    private readonly coverDocs: Collection<CoverRecord>,
  ) {}

  static async open(store: DocumentStore): Promise<BookRecords> {
    return new BookRecords(
      await store.collection<BookRecord>(BOOKS, BOOKS_SPEC),
      await store.collection<PageRecord>(PAGES, PAGES_SPEC),
      await store.collection<CoverRecord>(COVERS, COVERS_SPEC),
    );
  }

  /**
   * The books and pages as account deletion sees them, by owner only: suites seed and count a user's
   * documents through these without writing whole books.
   */
  get books(): Collection<OwnedRecord> {
    return this.bookDocs as unknown as Collection<OwnedRecord>;
  }

  get pages(): Collection<OwnedRecord & { book_id: string }> {
    return this.pageDocs;
  }

  async insertBook(book: BookRecord): Promise<void> {
    await this.bookDocs.insert(book);
  }

  /** The user's own book; someone else's is answered like a missing one. */
  async ownBook(userId: string, bookId: string): Promise<BookRecord | null> {
    const book = await this.bookDocs.get(bookId);
    return book && book.user_id === userId ? book : null;
  }

  book(bookId: string): Promise<BookRecord | null> {
    return this.bookDocs.get(bookId);
  }

  /** Marks the pictures requested; true for the one caller that did it first (compare-and-set). */
  startPictures(bookId: string, at: string, animate: boolean): Promise<boolean> {
    return this.bookDocs.update(
      bookId,
      { pictures_requested_at: at, animate_images: animate },
      { pictures_requested_at: '' },
    );
  }

  markRefunded(bookId: string, at: string): Promise<boolean> {
    return this.bookDocs.update(bookId, { refunded_at: at }, { refunded_at: '' });
  }

  pagesOf(bookId: string): Promise<PageRecord[]> {
    return this.pageDocs.find({ book_id: bookId }, { sort: 'page_number' });
  }

  page(bookId: string, pageNumber: number): Promise<PageRecord | null> {
    return this.pageDocs.get(pageId(bookId, pageNumber));
  }

  countPages(bookId: string, status: PageStatus): Promise<number> {
    return this.pageDocs.count({ book_id: bookId, status });
  }

  /**
   * Pages whose pictures were just requested, recorded pending in one write. A page whose completion was
   * recorded already (a fast illustrator) keeps that record.
   */
  async pagesRequested(book: BookRecord, pageNumbers: number[], at: string): Promise<void> {
    await this.pageDocs.insertMissing(pageNumbers.map((pageNumber) => newPage(book, pageNumber, at)));
  }

  /** A failed page asked for again: pending once more; false when it was not failed (any more). */
  retryPage(bookId: string, pageNumber: number, at: string): Promise<boolean> {
    return this.pageDocs.update(
      pageId(bookId, pageNumber),
      { status: 'pending', error: '', updated_at: at },
      { status: 'failed' },
    );
  }

  /**
   * Records the picture of a page waiting for it (nearly always the case), without reading the page or its
   * book first: only a pending page of that book and that owner is written (a page pending is never a take
   * kept, which only a ready page is). False when there is none: `recordPage` then reads and decides.
   * A book's pictures come in together: those recorded in the same turn of the event loop are written in
   * one round trip (`recordPendingPages`).
   */
  recordPendingPage(outcome: PendingPicture['outcome'], at: string): Promise<boolean> {
    return this.pendingPictures({ outcome, at });
  }

  private readonly pendingPictures = batchedPerTurn((pictures: readonly PendingPicture[]) =>
    this.recordPendingPages(pictures),
  );

  private async recordPendingPages(pictures: readonly PendingPicture[]): Promise<boolean[]> {
    const changes = pictures.map(({ outcome, at }) => ({
      id: pageId(outcome.bookId, outcome.pageNumber),
      set: pictureFields(outcome, at),
      where: { status: 'pending', user_id: outcome.userId },
    }));
    if ((await this.pageDocs.updateEach(changes)) === changes.length) return changes.map(() => true);
    // Some page was not pending (a completion delivered again, no such page): the store does not say which,
    // so each page is read back, and it is this batch's when it holds what was just written (its time too).
    const ids = changes.map((change) => change.id);
    const stored = new Map((await this.pageDocs.find({ _id: { $in: ids } })).map((page) => [page._id, page]));
    return changes.map(({ id, set }) => {
      const page = stored.get(id);
      return (
        page?.status === set.status &&
        page.updated_at === set.updated_at &&
        page.cloud_url === set.cloud_url &&
        page.cost_usd === set.cost_usd
      );
    });
  }

  /**
   * Records a page's picture; the same completion twice writes the same. A ready page stays ready: a failure
   * reported for it belongs to an earlier request, superseded by the one that drew it. Returns the page's
   * status before (null: no record yet).
   */
  async recordPage(
    book: BookRecord,
    pageNumber: number,
    outcome: PageOutcome,
    at: string,
  ): Promise<PageStatus | null> {
    const id = pageId(book._id, pageNumber);
    const fields = pictureFields(outcome, at);
    for (let tries = 0; tries < PAGE_WRITE_TRIES; tries += 1) {
      const current = await this.pageDocs.get(id);
      if (!current) {
        try {
          await this.pageDocs.insert({ ...newPage(book, pageNumber, at), ...fields });
          return null;
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          continue;
        }
      }
      if (current.status === 'ready' && !outcome.ok) return current.status;
      // The book's own drawing delivered again after the page was made again and the new take kept.
      if ((current.take ?? 1) > 1) return current.status;
      // Only over the state just read: a retry that set the page pending meanwhile is read again.
      if (await this.pageDocs.update(id, fields, { status: current.status })) return current.status;
    }
    throw new Error(`page ${id} kept changing while its picture was recorded`);
  }

  /**
   * Starts a new take of a finished page, compare-and-set on the page as read (its `updated_at` changes with
   * every write): of two requests at once, one wins and nothing is requested twice.
   */
  startRemake(current: PageRecord, remake: PageRemake): Promise<boolean> {
    return this.pageDocs.update(
      current._id,
      { remake, updated_at: remake.requested_at },
      { updated_at: current.updated_at, status: current.status },
    );
  }

  /**
   * Records the picture of a page made again, on the take it answers; a completion of a take the parent has
   * already decided on (or of an older one) changes nothing, and a ready take stays ready.
   */
  async recordRemake(bookId: string, pageNumber: number, outcome: PageOutcome, at: string): Promise<boolean> {
    const id = pageId(bookId, pageNumber);
    for (let tries = 0; tries < PAGE_WRITE_TRIES; tries += 1) {
      const current = await this.pageDocs.get(id);
      const remake = current?.remake;
      if (!current || !remake || remake.take !== outcome.take) return false;
      if (remake.status === 'ready') return false;
      const recorded: PageRemake = {
        ...remake,
        status: outcome.ok ? 'ready' : 'failed',
        cloud_url: outcome.ok ? (outcome.imageUrl ?? '') : '',
        cf_cloud_animated_url: outcome.ok ? (outcome.animatedImageUrl ?? '') : '',
        error: outcome.ok ? '' : (outcome.error ?? 'The picture could not be drawn.'),
        cost_usd: outcome.costUsd,
      };
      if (
        await this.pageDocs.update(
          id,
          { remake: recorded, updated_at: at },
          { updated_at: current.updated_at },
        )
      )
        return true;
    }
    throw new Error(`page ${id} kept changing while its new picture was recorded`);
  }

  /**
   * A text told again (`told`), or nothing after all (null: the page as it was), on the page as it was
   * marked under way. False when the page changed meanwhile.
   */
  settleTextRemake(started: PageRecord, told: PageRemake | null): Promise<boolean> {
    return this.pageDocs.update(
      started._id,
      { remake: told, updated_at: started.updated_at },
      { updated_at: started.updated_at },
    );
  }

  /**
   * The parent's choice: the new take becomes the page's picture, or the one from before stays. Either way
   * what the new take cost joins the page's cost. False when the page changed meanwhile.
   */
  decideRemake(current: PageRecord, keepNew: boolean, at: string): Promise<boolean> {
    const remake = current.remake;
    if (!remake) return Promise.resolve(false);
    // A text kept is written on the book first (keepPageText); the page's picture stays as it is.
    const chosen =
      keepNew && remake.part !== 'text'
        ? {
            status: 'ready' as const,
            cloud_url: remake.cloud_url,
            cf_cloud_animated_url: remake.cf_cloud_animated_url,
            error: '',
            take: remake.take,
          }
        : {};
    return this.pageDocs.update(
      current._id,
      { ...chosen, remake: null, cost_usd: current.cost_usd + remake.cost_usd, updated_at: at },
      { updated_at: current.updated_at },
    );
  }

  /**
   * A page's text told again and kept: the book's page and layout say it from now on. Compare-and-set on
   * the texts kept so far, so two pages kept at once both land. False when the book changed meanwhile.
   */
  keepPageText(book: BookRecord, pageNumber: number, text: string): Promise<boolean> {
    const pages = book.pages.map((page) =>
      page.page_number === pageNumber
        ? { ...page, page_text: text, told_before: [...(page.told_before ?? []), page.page_text] }
        : page,
    );
    const bookLayout = book.bookLayout.map((pageText, index) => (index === pageNumber - 1 ? text : pageText));
    return this.bookDocs.update(
      book._id,
      { pages, bookLayout, texts_kept: (book.texts_kept ?? 0) + 1 },
      { texts_kept: book.texts_kept ?? null },
    );
  }

  /**
   * The book's cover drawn again (in the book's style): only over the cover the book showed when it was
   * asked for; what it cost joins the cover's cost. False when the book shows another cover by now.
   */
  replaceCover(book: BookRecord, url: string, key: string, costUsd: number): Promise<boolean> {
    return this.bookDocs.update(
      book._id,
      {
        cf_title_image: url,
        cf_title_key: key,
        cost: { ...book.cost, cover_usd: book.cost.cover_usd + costUsd },
      },
      { cf_title_key: book.cf_title_key },
    );
  }

  /** Marks the book re-styled (book-restyles.ts); false when a re-style is under way already. */
  startRestyle(book: BookRecord, style: string, at: string): Promise<boolean> {
    return this.bookDocs.update(
      book._id,
      { restyle_state: 'drawing', restyle_to: style, restyle_cover: null, restyle_at: at },
      { restyle_state: null },
    );
  }

  /** The re-style's cover, drawn or not; false when the book is no longer drawn in that style. */
  recordRestyleCover(bookId: string, style: string, cover: RestyleCover): Promise<boolean> {
    return this.bookDocs.update(
      bookId,
      { restyle_cover: cover },
      { restyle_state: 'drawing', restyle_to: style },
    );
  }

  /**
   * The one settling the re-style, with its decision and what it will delete: true for the caller that
   * claimed it (compare-and-set).
   */
  claimRestyle(bookId: string, style: string, claim: RestyleClaim): Promise<boolean> {
    return this.bookDocs.update(
      bookId,
      {
        restyle_state: 'swapping',
        restyle_keep: claim.keep,
        restyle_claimed_at: claim.at,
        restyle_unkept: claim.unkept,
      },
      { restyle_state: 'drawing', restyle_to: style },
    );
  }

  /**
   * A swap cut short, taken over to be finished: compare-and-set on its claim time as read, so of two that
   * find it at once one finishes it. A swap claimed before claims had a time matches null.
   */
  takeOverSwap(book: BookRecord, at: string): Promise<boolean> {
    return this.bookDocs.update(
      book._id,
      { restyle_claimed_at: at },
      { restyle_state: 'swapping', restyle_claimed_at: book.restyle_claimed_at ?? null },
    );
  }

  /** The books whose swap is claimed and not ended (a few at most: a swap takes moments). */
  swappingBooks(): Promise<BookRecord[]> {
    return this.bookDocs.find({ restyle_state: 'swapping' });
  }

  /**
   * Ends the swap claimed (`book` as claimed or taken over: only that claim ends it): with `cover`, the book
   * is in the new style and shows the new cover (what it cost joins the cover's cost); without, it stays as
   * it was.
   */
  endRestyle(book: BookRecord, cover: RestyleCover | null): Promise<boolean> {
    const swapped =
      cover && book.restyle_to
        ? {
            art_style: book.restyle_to,
            cf_title_image: cover.url,
            cf_title_key: cover.key,
            cost: { ...book.cost, cover_usd: book.cost.cover_usd + cover.cost_usd },
          }
        : {};
    return this.bookDocs.update(
      book._id,
      {
        ...swapped,
        restyle_state: null,
        restyle_to: null,
        restyle_cover: null,
        restyle_at: null,
        restyle_keep: null,
        restyle_claimed_at: null,
        restyle_unkept: null,
      },
      { restyle_state: 'swapping', restyle_claimed_at: book.restyle_claimed_at ?? null },
    );
  }

  countShelf(filter: ShelfFilter): Promise<number> {
    return this.bookDocs.count(filter);
  }

  /** Books of a shelf (the user's own, or the published ones), newest first. */
  shelfBooks(filter: ShelfFilter, skip: number, limit: number): Promise<BookRecord[]> {
    return this.bookDocs.find(filter, { sort: '-created_at', skip, limit });
  }

  /** Puts a book on the public shelf or takes it off; false when there is no such book. */
  setPublished(bookId: string, published: boolean): Promise<boolean> {
    return this.bookDocs.update(bookId, { published });
  }

  /**
   * Shares the book or stops sharing it; stopping also takes it off the public shelf (a published book is
   * always shared). False when there is no such book.
   */
  setShared(bookId: string, shared: boolean): Promise<boolean> {
    return this.bookDocs.update(bookId, shared ? { shared } : { shared, published: false });
  }

  /** The user's books that show this cover. */
  booksWithCover(userId: string, coverKey: string): Promise<BookRecord[]> {
    return this.bookDocs.find({ user_id: userId, cf_title_key: coverKey });
  }

  /** How many of the user's books show this cover (a cover drawn once may be kept by two books). */
  countCoverUses(userId: string, coverKey: string): Promise<number> {
    return this.bookDocs.count({ user_id: userId, cf_title_key: coverKey });
  }

  /**
   * Deletes one book and its page records. Pages first, like account deletion: a deletion cut short leaves
   * a book whose pages read as pending, never page records without their book, and deleting again finishes.
   */
  async deleteBook(bookId: string): Promise<void> {
    await this.pageDocs.deleteMany({ book_id: bookId });
    await this.bookDocs.delete(bookId);
  }

  /**
   * Account deletion (auth.user-deleted). Pages first: a deletion cut short leaves books without pages,
   * never pages whose book is gone, and the redelivered event finishes the job.
   */
  async recordCover(cover: CoverRecord): Promise<void> {
    await this.coverDocs.insert(cover);
  }

  /** What the user's cover with this key cost; 0 for a key story did not record (or someone else's). */
  async coverCost(userId: string, key: string): Promise<number> {
    const cover = key ? await this.coverDocs.get(key) : null;
    return cover && cover.user_id === userId ? cover.cost_usd : 0;
  }

  async deleteUserBooks(userId: string): Promise<void> {
    await this.coverDocs.deleteMany({ user_id: userId });
    await this.pageDocs.deleteMany({ user_id: userId });
    await this.bookDocs.deleteMany({ user_id: userId });
  }
}

/** A completion recorded over its pending page, and when. */
interface PendingPicture {
  outcome: PageOutcome & { bookId: string; userId: string; pageNumber: number };
  at: string;
}

/** What a page's picture (or its failure) writes on the page. */
function pictureFields(outcome: PageOutcome, at: string) {
  return {
    status: outcome.ok ? ('ready' as const) : ('failed' as const),
    cloud_url: outcome.ok ? (outcome.imageUrl ?? '') : '',
    cf_cloud_animated_url: outcome.ok ? (outcome.animatedImageUrl ?? '') : '',
    error: outcome.ok ? '' : (outcome.error ?? 'The picture could not be drawn.'),
    cost_usd: outcome.costUsd,
    updated_at: at,
  };
}

function newPage(book: BookRecord, pageNumber: number, at: string): PageRecord {
  return {
    _id: pageId(book._id, pageNumber),
    user_id: book.user_id,
    book_id: book._id,
    page_number: pageNumber,
    status: 'pending',
    cloud_url: '',
    cf_cloud_animated_url: '',
    error: '',
    cost_usd: 0,
    updated_at: at,
  };
}
