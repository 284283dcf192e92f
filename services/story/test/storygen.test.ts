/**
 * `GenerateStory` over gRPC on real parts (profiles, images and billing on SQLite files, the in-process bus):
 * the book written with the spec's fields, 'The End' last and its cost; a user without a credit, a refused
 * idea or someone else's profile leaves nothing written; the cover kept only when it is the user's own.
 */
import { startFakeOpenAI, type FakeOpenAI } from '@storybook-app/ai/testing';
import { createEvent, publishUserDeleted, TOPICS } from '@storybook-app/kit';
import { BookRecords, type BookRecord } from '../src';
import { BOOK_UNSAFE, NO_CREDITS, TRY_ANOTHER_IDEA } from '../src/storygen';
import { CHOOSE_BOTH } from '../src/story-choices';
import { refusalMessage, REFUSAL_TEXTS } from '@storybook-app/ai';
import {
  isJudgeRequest,
  MODEL_STORY,
  MODEL_SUMMARY,
  schemaName,
  storyAnswers,
} from '@storybook-app/ai/testing';
import { mayaProfile } from '@storybook-app/ai/testing';
import { eventually } from '@storybook-app/kit/testing';
import { expectCode, StoryBed } from './story-test-bed';

const draft = (changes: Record<string, string> = {}) => ({
  prompt: 'Maya and Biscuit bake moon cakes for the village',
  ...MODEL_SUMMARY,
  ...changes,
});

describe('GenerateStory over gRPC, written offline', () => {
  let bed: StoryBed;
  let books: BookRecords;
  let mayaId: string;
  const parent = 'parent-book';

  beforeAll(async () => {
    bed = await StoryBed.start();
    books = await BookRecords.open(bed.storyStore);
    mayaId = await bed.saveProfile(parent, mayaProfile());
  });

  afterAll(async () => {
    await bed?.close();
  });

  const bookOf = async (userId: string, bookId: string): Promise<BookRecord> => {
    const book = await books.ownBook(userId, bookId);
    if (!book) throw new Error(`book ${bookId} not found`);
    return book;
  };

  it("writes the book with the spec's fields, every page pending and 'The End' last", async () => {
    const started = Date.now();
    const reply = await bed.story.GenerateStory({
      user_id: parent,
      profile_id: mayaId,
      book: { ...draft(), model: 'gpt-4o', image_generator: 'DallE3' },
    });
    expect(reply.book_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.book_layout.length).toBeGreaterThanOrEqual(8);
    expect(reply.book_layout.some((text) => /\bMaya\b/.test(text))).toBe(true);
    expect(reply.complete_story.length).toBeGreaterThan(50);
    expect(reply.expanded_story.length).toBeGreaterThan(100);

    const book = await bookOf(parent, reply.book_id);
    expect(book).toMatchObject({
      user_id: parent,
      profile_id: mayaId,
      // Not an admin: Flux and gpt-4o-mini, which no provider serves here, so the offline storyteller wrote.
      image_generator: 'Flux',
      model: 'offline',
      version: 1,
      prompt: draft().prompt,
      title: MODEL_SUMMARY.title,
      summary: MODEL_SUMMARY.summary,
      genre: MODEL_SUMMARY.genre,
      theme: MODEL_SUMMARY.themes,
      setting: MODEL_SUMMARY.setting,
      characters: MODEL_SUMMARY.characters,
      completeStory: reply.complete_story,
      expandedStory: reply.expanded_story,
      bookLayout: reply.book_layout,
      published: false,
      language: 'English',
      cost: { model: 'offline', input_tokens: 0, output_tokens: 0, text_usd: 0, priced: true },
    });
    // The offline story tells the idea: its report passes at the first telling.
    expect(book.quality).toMatchObject({ passed: true, attempts: 1, childNamed: true });
    expect(book.total_pages).toBe(book.bookLayout.length + 1);
    expect(book.pages).toHaveLength(book.total_pages);
    expect(book.pages.length).toBeGreaterThanOrEqual(9);
    book.pages.forEach((page, index) => {
      // The page as written, nothing of its picture: that is its page record's.
      expect(page).toEqual({
        page_number: index + 1,
        page_text: expect.any(String),
        scene_description: expect.any(String),
      });
      expect(page.scene_description.length).toBeGreaterThan(10);
    });
    expect(book.pages.slice(0, -1).map((page) => page.page_text)).toEqual(book.bookLayout);
    expect(book.pages.at(-1)?.page_text).toBe('The End');
    expect(book.title_svg).toMatch(/^<svg[^>]*width="400"/);
    expect(book.title_image_description).toContain(MODEL_SUMMARY.title);
    expect(book.character_sheet).toMatch(/^Maya, a girl of 6 with brown hair and green eyes\./);
    expect(Number.isInteger(book.seed) && book.seed > 0).toBe(true);
    expect(Date.parse(book.created_at)).toBeGreaterThanOrEqual(started - 1000);
  });

  it('gives every book its own random id and seed', async () => {
    const ids = new Set<string>();
    const seeds = new Set<number>();
    for (let i = 0; i < 3; i += 1) {
      const reply = await bed.story.GenerateStory({ user_id: parent, profile_id: mayaId, book: draft() });
      ids.add(reply.book_id);
      seeds.add((await bookOf(parent, reply.book_id)).seed);
    }
    expect(ids.size).toBe(3);
    expect(seeds.size).toBe(3);
  });

  it("keeps the user's own cover, draws the title SVG itself and drops a cover that is not the user's", async () => {
    const cover = await bed.story.CreateTitlePicture({
      user_id: parent,
      profile_id: mayaId,
      summary: MODEL_SUMMARY,
    });
    const own = await bed.story.GenerateStory({
      user_id: parent,
      profile_id: mayaId,
      book: {
        ...draft(),
        cf_title_image: cover.story_image,
        cf_title_key: cover.file_key,
        title_svg: '<svg onload="alert(1)"></svg>',
      },
    });
    const kept = await bookOf(parent, own.book_id);
    expect(kept).toMatchObject({ cf_title_image: cover.story_image, cf_title_key: cover.file_key });
    expect(kept.title_svg).toBe(cover.title_svg);
    expect(kept.title_svg).not.toContain('onload');
    // Flux drew it (the bed's fake provider): spec §9's $0.04 an image, stored with the text's cost.
    expect(kept.cost.cover_usd).toBe(0.04);

    for (const foreign of [
      {
        cf_title_image: '/media/users/someone-else/covers/a.png',
        cf_title_key: 'users/someone-else/covers/a.png',
      },
      { cf_title_image: 'https://evil.example/x.png', cf_title_key: cover.file_key },
      // Paths in form, other hosts to a browser.
      { cf_title_image: `//evil.example/${cover.file_key}`, cf_title_key: cover.file_key },
      { cf_title_image: `/\\evil.example/${cover.file_key}`, cf_title_key: cover.file_key },
      // The user's own key at another site: the book would show that site's picture.
      { cf_title_image: `https://evil.example/media/${cover.file_key}`, cf_title_key: cover.file_key },
      {
        cf_title_image: `/media/${cover.file_key}`,
        cf_title_key: `users/${parent}/covers/../../other/a.png`,
      },
    ]) {
      const reply = await bed.story.GenerateStory({
        user_id: parent,
        profile_id: mayaId,
        book: { ...draft(), ...foreign },
      });
      expect(await bookOf(parent, reply.book_id)).toMatchObject({
        cf_title_image: '',
        cf_title_key: '',
        cost: { cover_usd: 0 },
      });
    }
  });

  it("refuses someone else's profile, a missing summary and an admin without both choices, writing nothing", async () => {
    const before = await books.books.count({});
    await expectCode(
      bed.story.GenerateStory({ user_id: 'parent-other', profile_id: mayaId, book: draft() }),
      'not_found',
    );
    await expectCode(bed.story.GenerateStory({ user_id: parent, profile_id: mayaId }), 'invalid_argument');
    await expectCode(
      bed.story.GenerateStory({ user_id: parent, profile_id: mayaId, book: draft({ title: ' ' }) }),
      'invalid_argument',
    );
    const admin = await expectCode(
      bed.story.GenerateStory({
        user_id: parent,
        profile_id: mayaId,
        is_admin: true,
        book: { ...draft(), model: 'gpt-4o' },
      }),
      'invalid_argument',
    );
    expect(admin.message).toBe(CHOOSE_BOTH);
    expect(await books.books.count({})).toBe(before);
  });

  it('refuses an idea no child should read, writing nothing', async () => {
    const before = await books.books.count({});
    const error = await expectCode(
      bed.story.GenerateStory({
        user_id: parent,
        profile_id: mayaId,
        book: draft({ prompt: 'Maya watches a beheading' }),
      }),
      'invalid_argument',
    );
    expect(error.message).toBe(refusalMessage({ category: 'horror' }));
    expect(await books.books.count({})).toBe(before);
  });

  it('refuses a user without a credit, with a clear text and nothing written', async () => {
    const user = 'parent-broke';
    const profileId = await bed.saveProfile(user, mayaProfile());
    // The user spends the 3 starter credits, as bookgen's debits would, through billing's consumer.
    const debit = createEvent(TOPICS.creditDebit, {
      userId: user,
      amount: 3,
      reason: 'test: three books',
      idempotencyKey: 'test:spend-all',
    });
    await bed.bus.publish(TOPICS.creditDebit, debit, user);
    await eventually('the credits spent', () => bed.billing.GetCredits({ user_id: user }), {
      until: (credits) => credits.credits === 0,
      timeoutMs: 15_000,
    });

    const error = await expectCode(
      bed.story.GenerateStory({ user_id: user, profile_id: profileId, book: draft() }),
      'failed_precondition',
    );
    expect(error.message).toBe(NO_CREDITS);
    expect(await books.books.count({ user_id: user })).toBe(0);
  });

  it("deletes the user's books with the account, and only theirs", async () => {
    const user = 'parent-leaving';
    const profileId = await bed.saveProfile(user, mayaProfile());
    await bed.story.GenerateStory({ user_id: user, profile_id: profileId, book: draft() });
    const cover = await bed.story.CreateTitlePicture({
      user_id: user,
      profile_id: profileId,
      summary: MODEL_SUMMARY,
    });
    expect(await books.coverCost(user, cover.file_key)).toBe(0.04);
    const others = await books.books.count({ user_id: parent });
    expect(await books.books.count({ user_id: user })).toBe(1);

    await publishUserDeleted(bed.bus, user);
    await eventually("the user's books deleted", () => books.books.count({ user_id: user }), {
      until: (count) => count === 0,
      timeoutMs: 15_000,
    });
    expect(await books.coverCost(user, cover.file_key)).toBe(0);
    expect(await books.books.count({ user_id: parent })).toBe(others);
  });
});

describe('GenerateStory over gRPC, written by a model (a fake OpenAI)', () => {
  let openai: FakeOpenAI;
  let bed: StoryBed;
  let books: BookRecords;
  let mayaId: string;
  const parent = 'parent-model-book';

  beforeAll(async () => {
    openai = await startFakeOpenAI({ answer: storyAnswers({ inputTokens: 1000, outputTokens: 500 }) });
    bed = await StoryBed.start({ storyEnv: { OPENAI_API_KEY: openai.apiKey!, OPENAI_BASE_URL: openai.url } });
    books = await BookRecords.open(bed.storyStore);
    mayaId = await bed.saveProfile(parent, mayaProfile());
  });

  afterAll(async () => {
    await bed?.close();
    await openai?.close();
  });

  // The storyteller's requests; the safety judge's (the same fake OpenAI) are counted apart.
  const storyRequests = () => openai.completions().filter((body) => !isJudgeRequest(body));

  /** The fake writes `unsafe` for the first `times` stories it is asked for, then the model story. */
  function unsafeStories(times: number, unsafe: typeof MODEL_STORY) {
    let told = 0;
    const answers = storyAnswers({ inputTokens: 1000, outputTokens: 500 });
    openai.setDefault((request) => {
      if (schemaName(request.body) !== 'story_book') return answers(request);
      told += 1;
      return { json: told <= times ? unsafe : MODEL_STORY, usage: { inputTokens: 1000, outputTokens: 500 } };
    });
    return () => openai.setDefault(answers);
  }

  /** The model story with one page a child could copy and be hurt by. */
  const UNSAFE_STORY = {
    ...MODEL_STORY,
    bookLayout: MODEL_STORY.bookLayout.map((page, index) =>
      index === 2
        ? { ...page, pageText: "Maya found Grandma's sleeping pills and ate them all like sweets." }
        : page,
    ),
  };

  it('tells a story with an unsafe page again with the reason, and keeps only the safe telling', async () => {
    // The draft's idea has words the model story leaves out: the quality check tells the first one twice.
    const restore = unsafeStories(2, UNSAFE_STORY);
    try {
      const asked = storyRequests().length;
      const reply = await bed.story.GenerateStory({ user_id: parent, profile_id: mayaId, book: draft() });
      const tellings = storyRequests()
        .slice(asked)
        .filter((body) => schemaName(body) === 'story_book');
      expect(tellings.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(tellings.slice(0, 2))).not.toContain('The safety check');
      expect(JSON.stringify(tellings[2]?.messages)).toContain(
        'The safety check stopped the story (dangerous-acts)',
      );
      const book = await books.ownBook(parent, reply.book_id);
      expect(book?.bookLayout).toEqual(MODEL_STORY.bookLayout.map((page) => page.pageText));
      expect(JSON.stringify(book)).not.toContain('sleeping pills');
      // Every telling was paid for.
      expect(book?.cost.input_tokens).toBe(1000 * tellings.length);
      const { counts } = await bed.story.GetSafetyRefusals({});
      expect(counts).toContainEqual({
        kind: 'book',
        action: 'refuse',
        category: 'dangerous-acts',
        layer: 'offline',
        count: 1,
      });
    } finally {
      restore();
    }
  });

  it('refuses a book that stays unsafe: nothing stored, no credit taken, a kind reason', async () => {
    const restore = unsafeStories(10, UNSAFE_STORY);
    try {
      const user = 'parent-unsafe-book';
      const childId = await bed.saveProfile(user, mayaProfile());
      const before = await bed.billing.CheckCredits({ user_id: user, amount: 1 });
      const stored = await books.books.count({});
      const error = await expectCode(
        bed.story.GenerateStory({ user_id: user, profile_id: childId, book: draft() }),
        'invalid_argument',
      );
      expect(error.message).toBe(
        `${BOOK_UNSAFE} ${REFUSAL_TEXTS['dangerous-acts'].reason} ${TRY_ANOTHER_IDEA}`,
      );
      expect(await books.books.count({})).toBe(stored);
      expect(await bed.billing.CheckCredits({ user_id: user, amount: 1 })).toEqual(before);
    } finally {
      restore();
    }
  });

  const refusalCount = async (kind: string, category: string) =>
    (await bed.story.GetSafetyRefusals({})).counts
      .filter((count) => count.kind === kind && count.category === category)
      .reduce((sum, count) => sum + count.count, 0);

  it.each([
    [
      'a picture description',
      'picture-prompt',
      'weapons',
      'a real loaded gun',
      {
        ...MODEL_STORY,
        bookLayout: MODEL_STORY.bookLayout.map((page, index) =>
          index === 4
            ? { ...page, sceneDescription: 'Maya carries a real loaded gun to school in her backpack.' }
            : page,
        ),
      },
    ],
    [
      'the whole story the model tells apart from its pages',
      'book',
      'alcohol',
      'vodka',
      {
        ...MODEL_STORY,
        expandedStory: `${MODEL_STORY.expandedStory} Then Maya and her friends drink vodka until they are drunk.`,
      },
    ],
  ])(
    'tells a story again when %s is unsafe, and stores and answers only the safe telling',
    async (_what, kind, category, words, unsafe) => {
      // Its pages tell the idea: the quality check passes it, and only the safety check has it told again.
      const restore = unsafeStories(1, unsafe);
      try {
        const before = await refusalCount(kind, category);
        const asked = storyRequests().length;
        const reply = await bed.story.GenerateStory({ user_id: parent, profile_id: mayaId, book: draft() });
        const tellings = storyRequests()
          .slice(asked)
          .filter((body) => schemaName(body) === 'story_book');
        expect(tellings).toHaveLength(2);
        expect(JSON.stringify(tellings[0]?.messages)).not.toContain('The safety check');
        expect(JSON.stringify(tellings[1]?.messages)).toContain(
          `The safety check stopped the story (${category})`,
        );
        expect(JSON.stringify(reply)).not.toContain(words);
        const book = await books.ownBook(parent, reply.book_id);
        expect(book?.expandedStory).toBe(MODEL_STORY.expandedStory);
        expect(JSON.stringify(book)).not.toContain(words);
        expect(await refusalCount(kind, category)).toBeGreaterThan(before);
      } finally {
        restore();
      }
    },
  );

  it("writes with gpt-4o-mini for a non-admin and stores the tokens' cost from spec §9's table", async () => {
    const reply = await bed.story.GenerateStory({
      user_id: parent,
      profile_id: mayaId,
      book: { ...draft(), model: 'gpt-4o', image_generator: 'StableDiffusion' },
    });
    expect(storyRequests().at(-1)?.model).toBe('gpt-4o-mini');
    expect(reply.book_layout).toEqual(MODEL_STORY.bookLayout.map((page) => page.pageText));

    const book = await books.ownBook(parent, reply.book_id);
    expect(book).toMatchObject({
      model: 'gpt-4o-mini',
      image_generator: 'Flux',
      total_pages: 9,
      // 1000 input tokens at $0.15 and 500 output tokens at $0.60 per million.
      cost: { model: 'gpt-4o-mini', input_tokens: 1000, output_tokens: 500, text_usd: 0.00045, priced: true },
    });
    expect(book?.pages.map((page) => page.scene_description).slice(0, 8)).toEqual(
      MODEL_STORY.bookLayout.map((page) => page.sceneDescription),
    );
    expect(book?.pages[8]).toEqual({
      page_number: 9,
      page_text: 'The End',
      scene_description: expect.any(String),
    });
  });

  it('keeps the quality report with the book and answers it to its owner', async () => {
    const reply = await bed.story.GenerateStory({
      user_id: parent,
      profile_id: mayaId,
      book: { ...draft(), model: 'gpt-4o', image_generator: 'Flux' },
    });
    expect(reply.quality).toMatchObject({ passed: true, attempts: 1, child_named: true, findings: [] });
    const book = await books.ownBook(parent, reply.book_id);
    expect(book?.quality).toMatchObject({ passed: true, attempts: 1, bookCoverage: 1, summaryCoverage: 1 });
  });

  it("writes with an admin's model and records their illustrator", async () => {
    const reply = await bed.story.GenerateStory({
      user_id: parent,
      profile_id: mayaId,
      is_admin: true,
      book: { ...draft(), model: 'gpt-4o', image_generator: 'DallE3' },
    });
    expect(storyRequests().at(-1)?.model).toBe('gpt-4o');
    const book = await books.ownBook(parent, reply.book_id);
    expect(book).toMatchObject({ model: 'gpt-4o', image_generator: 'DallE3' });
    // 1000 input tokens at $2.50 and 500 output tokens at $10 per million.
    expect(book?.cost.text_usd).toBe(0.0075);
  });

  it('asks no model when the user has no credit', async () => {
    const user = 'parent-model-broke';
    const profileId = await bed.saveProfile(user, mayaProfile());
    await bed.bus.publish(
      TOPICS.creditDebit,
      createEvent(TOPICS.creditDebit, {
        userId: user,
        amount: 3,
        reason: 'test',
        idempotencyKey: 'test:broke',
      }),
      user,
    );
    await eventually('the credits spent', () => bed.billing.GetCredits({ user_id: user }), {
      until: (credits) => credits.credits === 0,
      timeoutMs: 15_000,
    });
    const asked = storyRequests().length;
    await expectCode(
      bed.story.GenerateStory({ user_id: user, profile_id: profileId, book: draft() }),
      'failed_precondition',
    );
    expect(storyRequests()).toHaveLength(asked);
  });
});

describe('GenerateStory: a story that falls short of its report is told once more', () => {
  let openai: FakeOpenAI;
  let bed: StoryBed;
  let books: BookRecords;
  let mayaId: string;
  const parent = 'parent-second-attempt';
  const stories: Array<{ system: string }> = [];
  // The first story forgets the idea (no moon cakes, no village); the second tells it.
  const forgetful = {
    ...MODEL_STORY,
    bookLayout: MODEL_STORY.bookLayout.map((page, index) => ({
      ...page,
      pageText: `Maya and Biscuit played in the garden all day long, page ${index + 1}.`,
    })),
  };

  beforeAll(async () => {
    const answers = storyAnswers({ inputTokens: 1000, outputTokens: 500 });
    openai = await startFakeOpenAI({
      answer: (request) => {
        const body = request.body as { messages?: Array<{ content?: unknown }>; response_format?: unknown };
        if (!JSON.stringify(body.response_format ?? '').includes('story_book')) return answers(request);
        stories.push({ system: String(body.messages?.[0]?.content ?? '') });
        return {
          json: stories.length === 1 ? forgetful : MODEL_STORY,
          usage: { inputTokens: 1000, outputTokens: 500 },
        };
      },
    });
    bed = await StoryBed.start({ storyEnv: { OPENAI_API_KEY: openai.apiKey!, OPENAI_BASE_URL: openai.url } });
    books = await BookRecords.open(bed.storyStore);
    mayaId = await bed.saveProfile(parent, mayaProfile());
  });

  afterAll(async () => {
    await bed?.close();
    await openai?.close();
  });

  it("asks the model again with the report's findings, keeps the story that passes, and pays for both", async () => {
    const reply = await bed.story.GenerateStory({
      user_id: parent,
      profile_id: mayaId,
      book: { ...draft(), model: 'gpt-4o', image_generator: 'Flux' },
    });
    expect(stories).toHaveLength(2);
    expect(stories[0].system).not.toContain('second attempt');
    expect(stories[1].system).toContain('This is a second attempt');
    expect(stories[1].system).toMatch(
      /- The story leaves out these words of the idea: [^.]*\b(bake|moon|cakes|village)\b/,
    );
    expect(reply.book_layout).toEqual(MODEL_STORY.bookLayout.map((page) => page.pageText));
    expect(reply.quality).toMatchObject({ passed: true, attempts: 2 });
    const book = await books.ownBook(parent, reply.book_id);
    expect(book?.quality).toMatchObject({ passed: true, attempts: 2 });
    expect(book?.cost).toMatchObject({ input_tokens: 2000, output_tokens: 1000 });
  });
});
