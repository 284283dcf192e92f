import type { BookData, Page } from '../../api/types';
import { reader, ui } from '../../lib/texts';
import { BookCover } from '../book-shelf';
import type { FlipBookLeaf } from './flip-book';
import { pagePicture } from './page-picture';

/** What each page of the flip-book shows: which story page it is (null for covers and endpapers). */
export interface BookLeaves {
  leaves: FlipBookLeaf[];
  storyPageAt: (index: number) => Page | null;
  /** the words on the page at `index` (and the one beside it in a two-page spread), to read aloud */
  textAt: (index: number, twoPages: boolean) => string;
}

/**
 * The flip-book's pages (spec §2): front cover, the story pages, back cover. The back cover must face a
 * page of its own when the book lies open, so an odd number of story pages gets a blank endpaper after them.
 */
export function bookLeaves(book: BookData): BookLeaves {
  const pages = [...book.pages].sort((a, b) => a.page_number - b.page_number);
  const endpaper = pages.length % 2 === 1;
  const leaves: FlipBookLeaf[] = [
    {
      key: 'front',
      content: (
        <div className="leaf leaf-cover" aria-label={ui.frontCover} role="group">
          <BookCover title={book.title} coverUrl={book.cf_title_image} titleSvg={book.title_svg} />
        </div>
      ),
    },
    ...pages.map((page) => ({
      key: `page-${page.page_number}`,
      content: <StoryLeaf page={page} />,
    })),
    ...(endpaper ? [{ key: 'endpaper', content: <div className="leaf leaf-endpaper" /> }] : []),
    {
      key: 'back',
      content: (
        <div className="leaf leaf-back" aria-label={ui.backCover} role="group">
          <p className="leaf-back-title">{book.title}</p>
          <p>{book.summary}</p>
        </div>
      ),
    },
  ];
  const storyPageAt = (index: number) => (index >= 1 && index <= pages.length ? pages[index - 1]! : null);
  const wordsOn = (index: number) =>
    index === 0
      ? book.title
      : index === leaves.length - 1
        ? book.summary
        : (storyPageAt(index)?.page_text ?? '');
  // The covers stand alone; a story page shares its spread with the next one.
  const textAt = (index: number, twoPages: boolean) =>
    twoPages && storyPageAt(index)
      ? [wordsOn(index), wordsOn(index + 1)].filter(Boolean).join('\n\n')
      : wordsOn(index);
  return { leaves, storyPageAt, textAt };
}

function StoryLeaf({ page }: { page: Page }) {
  const picture = pagePicture(page);
  return (
    <div className="leaf leaf-page">
      <div className="leaf-picture">
        {page.status === 'pending' ? (
          <p className="page-note">{reader.pageNotReady(page.page_number)}</p>
        ) : page.status === 'failed' ? (
          <p className="page-note">{ui.pageFailed}</p>
        ) : (
          picture && <img src={picture} alt={ui.pageImageAlt(page.page_number)} draggable={false} />
        )}
      </div>
      <p className="leaf-text">{page.page_text}</p>
      <p className="leaf-number" aria-hidden="true">
        {page.page_number}
      </p>
    </div>
  );
}
