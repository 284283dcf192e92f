/**
 * A page's text told again by a model (issue 25): a fake OpenAI behind the real client tells page 3 again
 * with the book as it reads; what the call cost (spec §9's token prices) joins the page's cost record when
 * the parent picks, and no credit is taken.
 */
import {
  startFakeOpenAI,
  storyAnswers,
  MODEL_SUMMARY,
  mayaProfile,
  schemaName,
  type FakeOpenAI,
} from '@storybook-app/ai/testing';
import { tokenCost } from '@storybook-app/ai/storytelling';
import { eventually } from '@storybook-app/kit/testing';
import { BookRecords } from '../src';
import { StoryBed } from './story-test-bed';

const TOLD_AGAIN = 'Maya opened Grandma’s old book and found a recipe for moon cakes.';
const PAGE_USAGE = { inputTokens: 1500, outputTokens: 60 };

describe("a page's text told again by a model", () => {
  let openai: FakeOpenAI;
  let bed: StoryBed;
  let books: BookRecords;
  const user = 'parent-model-retell';

  beforeAll(async () => {
    const answers = storyAnswers();
    openai = await startFakeOpenAI({
      answer: (request) =>
        schemaName(request.body) === 'story_page'
          ? { json: { pageText: TOLD_AGAIN }, usage: PAGE_USAGE }
          : answers(request),
    });
    bed = await StoryBed.start({ storyEnv: { OPENAI_API_KEY: openai.apiKey!, OPENAI_BASE_URL: openai.url } });
    books = await BookRecords.open(bed.storyStore);
  });

  afterAll(async () => {
    await bed?.close();
    await openai?.close();
  });

  it("puts what the telling cost on the page's cost record, and takes no credit", async () => {
    const profileId = await bed.saveProfile(user, mayaProfile());
    const draft = { prompt: 'Maya and Biscuit bake moon cakes for the village', ...MODEL_SUMMARY };
    const story = await bed.story.GenerateStory({ user_id: user, profile_id: profileId, book: draft });
    const bookId = story.book_id;
    await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false });
    await eventually('every page drawn', () => books.pagesOf(bookId), {
      until: (pages) =>
        pages.length === story.book_layout.length + 1 && pages.every((page) => page.status === 'ready'),
      timeoutMs: 20_000,
    });
    const credits = (await bed.billing.GetCredits({ user_id: user })).credits;
    const before = (await books.page(bookId, 2))!.cost_usd;
    const book = (await books.ownBook(user, bookId))!;

    const told = await bed.story.RemakePage({ user_id: user, book_id: bookId, page_num: 2, part: 'text' });
    expect(told.page?.remake?.page_text).toBe(TOLD_AGAIN);
    const kept = await bed.story.KeepPage({ user_id: user, book_id: bookId, page_num: 2, keep_new: true });
    expect(kept.page?.page_text).toBe(TOLD_AGAIN);

    const price = tokenCost(book.model, PAGE_USAGE);
    expect(price.usd).toBeGreaterThan(0);
    expect((await books.page(bookId, 2))!.cost_usd).toBeCloseTo(before + price.usd, 10);
    expect((await bed.billing.GetCredits({ user_id: user })).credits).toBe(credits);
  });
});
