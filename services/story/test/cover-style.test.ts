/**
 * The cover in the book's style (issue 25), on real parts: a book made in watercolour has its cover drawn
 * again in watercolour when its pictures are asked for (the real images service, the Flux client against
 * its fake), and the book shows the new cover; a picture-book book keeps the cover it has.
 */
import { MODEL_SUMMARY, mayaProfile } from '@storybook-app/ai/testing';
import { eventually } from '@storybook-app/kit/testing';
import { BookRecords } from '../src';
import { StoryBed } from './story-test-bed';

describe('the cover in the book style', () => {
  let bed: StoryBed;
  let books: BookRecords;

  beforeAll(async () => {
    bed = await StoryBed.start({ starterCredits: 3 });
    books = await BookRecords.open(bed.storyStore);
  });
  afterAll(async () => {
    await bed?.close();
  });

  async function makeBook(user: string, artStyle: string, cover = '') {
    const profileId = await bed.saveProfile(user, mayaProfile());
    const draft = {
      prompt: 'Maya paints the sea',
      ...MODEL_SUMMARY,
      art_style: artStyle,
      cf_title_key: cover,
      cf_title_image: cover && `/media/${cover}`,
    };
    const story = await bed.story.GenerateStory({ user_id: user, profile_id: profileId, book: draft });
    await bed.story.GenerateBook({ user_id: user, book_id: story.book_id, animate_images: false });
    return story.book_id;
  }

  it('draws the cover again in the style the parent picked, with the book character sheet', async () => {
    const user = 'parent-cover-style';
    const submitted = bed.bfl.submissions().length;
    const bookId = await makeBook(user, 'watercolour');
    const book = await eventually('the cover in watercolour', () => books.ownBook(user, bookId), {
      until: (found) => Boolean(found?.cf_title_key),
      timeoutMs: 15_000,
    });
    expect(book!.cf_title_key).toMatch(new RegExp(`^users/${user}/covers/`));
    expect(book!.cf_title_image).toBe(`/media/${book!.cf_title_key}`);
    expect(await bed.blobs.exists(book!.cf_title_key)).toBe(true);
    const covers = bed.bfl
      .submissions()
      .slice(submitted)
      .map((order) => String(order.prompt))
      .filter((prompt) => prompt.includes('The cover of'));
    expect(covers).toHaveLength(1);
    expect(covers[0]).toContain('watercolour');
    expect(covers[0]).toContain('Maya, a girl of 6 with brown hair');
    // What it cost joins the book's cover cost (spec §9: $0.04 a picture).
    expect(book!.cost.cover_usd).toBeGreaterThan(0);
  });

  it('deletes the cover from before once the book shows the one in its style', async () => {
    const user = 'parent-cover-replaced';
    const oldCover = `users/${user}/covers/from-the-summary.svg`;
    await bed.blobs.put(oldCover, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      contentType: 'image/svg+xml',
    });
    const bookId = await makeBook(user, 'ink', oldCover);
    const book = await eventually('the cover in ink', () => books.ownBook(user, bookId), {
      until: (found) => Boolean(found && found.cf_title_key !== oldCover),
      timeoutMs: 15_000,
    });
    expect(await bed.blobs.exists(book!.cf_title_key)).toBe(true);
    await eventually('the cover from before deleted', () => bed.blobs.exists(oldCover), {
      until: (exists) => !exists,
      timeoutMs: 5_000,
    });
  });

  it('keeps the cover of a picture-book book as it is', async () => {
    const user = 'parent-cover-plain';
    const submitted = bed.bfl.submissions().length;
    const bookId = await makeBook(user, 'picture-book');
    const pages = await eventually('every page drawn', () => books.pagesOf(bookId), {
      until: (all) => all.length > 0 && all.every((page) => page.status !== 'pending'),
      timeoutMs: 15_000,
    });
    expect(pages.length).toBeGreaterThan(0);
    expect((await books.ownBook(user, bookId))!.cf_title_key).toBe('');
    const prompts = bed.bfl
      .submissions()
      .slice(submitted)
      .map((order) => String(order.prompt));
    expect(prompts.some((prompt) => prompt.includes('The cover of'))).toBe(false);
  });
});
