/**
 * The story service's books and pages. The pipeline that writes them is built in its own issue; what is
 * declared here is what account deletion needs now: every book and every page names its owner, indexed,
 * so a user's books and pages are found without going through the books.
 */
import type { Collection, CollectionSpec, Doc, DocumentStore } from '@storybook-app/kit';

export interface BookRecord extends Doc {
  user_id: string;
}

export interface PageRecord extends Doc {
  user_id: string;
  book_id: string;
}

export const BOOKS = 'books';
export const PAGES = 'pages';

const BY_OWNER: CollectionSpec = { indexes: [{ fields: ['user_id'] }] };

export class BookRecords {
  private constructor(
    readonly books: Collection<BookRecord>,
    readonly pages: Collection<PageRecord>,
  ) {}

  static async open(store: DocumentStore): Promise<BookRecords> {
    return new BookRecords(
      await store.collection<BookRecord>(BOOKS, BY_OWNER),
      await store.collection<PageRecord>(PAGES, BY_OWNER),
    );
  }

  /**
   * Account deletion (auth.user-deleted). Pages first: a deletion cut short leaves books without pages,
   * never pages whose book is gone, and the redelivered event finishes the job.
   */
  async deleteUserBooks(userId: string): Promise<void> {
    await this.pages.deleteMany({ user_id: userId });
    await this.books.deleteMany({ user_id: userId });
  }
}
