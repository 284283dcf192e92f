/**
 * `storygen` (spec §4 "Story flow"): the whole story of a summary, written into a new book. One credit buys a
 * book, so the balance is checked at billing before anything is written (the debit itself comes when the
 * pictures are requested); the summary the client sends back passes the safety layers like an idea; the
 * written story (its pages and the whole story) and its picture descriptions pass them before anything is
 * stored; the book is written in one insert with every page pending and 'The End' last.
 */
import { artStyleOf } from '@storybook-app/ai';
import { randomInt, randomUUID } from 'node:crypto';
import { reasonFor, strictest, type SafetyVerdict } from '@storybook-app/ai';
import { AppError, type Logger } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import {
  FIRST_BOOK_VERSION,
  LAST_PAGE_TEXT,
  type BookPage,
  type BookRecord,
  type BookQuality,
} from './book-records';
import {
  addUsage,
  characterSheet,
  childAge,
  childName,
  profileLanguage,
  qualityReport,
  tokenCost,
  type StoryOptions,
  type StoryProfile,
  type StorySummaryFields,
  type Storyteller,
  type Told,
  type WrittenStory,
} from '@storybook-app/ai/storytelling';
import { qualityMessage } from './book-quality';
import { chooseBoth } from './story-choices';
import type { StoryDeps } from './story-deps';
import { summaryText } from './summary';
import { profileOf, storytellerOf, tell } from './telling';

/** Where images serves pictures unless configured otherwise (images' MEDIA_PUBLIC_PATH default). */
export const DEFAULT_MEDIA_PUBLIC_PATH = '/media';

type StorygenDeps = Pick<
  StoryDeps,
  'peers' | 'books' | 'authors' | 'offline' | 'safety' | 'rules' | 'logger' | 'mediaPublicPath' | 'now'
>;

/** What a book costs at billing (design §5: one credit per whole book). */
export const BOOK_CREDITS = 1;

export const NO_CREDITS =
  "You don't have a credit left for a new book. Visit the pricing page to get more, then try again.";
export const NO_SUMMARY = 'The book needs the summary of its story, with its title.';
export const BOOK_UNSAFE =
  "We couldn't make this story safe for a young child, so no book was made and no credit was used.";
export const TRY_ANOTHER_IDEA = 'Please try a different idea.';

/** The largest seed every seeded provider takes (Stability: 0 to 4294967294; ours stay positive int32). */
const MAX_SEED = 2 ** 31 - 1;

type Draft = NonNullable<ReceivedRequestOf<'story', 'GenerateStory'>['book']>;

/**
 * The cover the client says it made, kept only when it is one of this user's covers at images: a client
 * could name any URL, or another user's picture.
 */
export function ownCover(
  userId: string,
  draft: Pick<Draft, 'cf_title_image' | 'cf_title_key'>,
  mediaPublicPath = DEFAULT_MEDIA_PUBLIC_PATH,
): { url: string; key: string } {
  const key = draft.cf_title_key.trim();
  const url = draft.cf_title_image.trim();
  const keyOk =
    key.startsWith(`users/${userId}/covers/`) &&
    /^[A-Za-z0-9._/-]+$/.test(key) &&
    !key.split('/').some((part) => part === '..' || part === '.' || part === '');
  // Only the address images serves the key at: a client's `https://other.example/users/<id>/covers/<key>`,
  // `//host/...` or `/\host/...` (other hosts to a browser) would show another site's picture in the book.
  const urlOk = url === `${mediaPublicPath}/${key}`;
  return keyOk && urlOk ? { url, key } : { url: '', key: '' };
}

/** The language a book is read aloud in: the profile's, unless it said 'Other'. */
export function bookLanguage(profile: StoryProfile): string {
  const language = profileLanguage(profile);
  return language === 'Other' ? '' : language;
}

/** The last page's picture: the child with the companions of the story, saying goodbye. */
function lastPageScene(profile: StoryProfile, setting: string): string {
  const where = setting.trim() ? ` in ${setting.trim()}` : '';
  return `${childName(profile)} waves goodbye with a big smile${where}, with the friends of the story, at sunset.`;
}

export function bookPages(story: WrittenStory, profile: StoryProfile, setting: string): BookPage[] {
  const page = (page_number: number, page_text: string, scene_description: string): BookPage => ({
    page_number,
    page_text,
    scene_description,
  });
  return [
    ...story.bookLayout.map((layout, index) => page(index + 1, layout.pageText, layout.sceneDescription)),
    page(story.bookLayout.length + 1, LAST_PAGE_TEXT, lastPageScene(profile, setting)),
  ];
}

function checkedDraft(draft: Draft | null): Draft {
  if (!draft || !draft.title.trim() || !draft.summary.trim()) {
    throw new AppError('invalid_argument', NO_SUMMARY);
  }
  return draft;
}

/**
 * What must hold before a word is written: the choices, the child's profile, a credit for the book, and an
 * idea and summary the safety layers allow.
 */
async function checkedRequest(deps: StorygenDeps, request: ReceivedRequestOf<'story', 'GenerateStory'>) {
  const userId = request.user_id;
  const draft = checkedDraft(request.book);
  const choice = chooseBoth(
    request.is_admin,
    { model: draft.model, illustrator: draft.image_generator },
    deps.rules,
  );
  const profile = await profileOf(deps, userId, request.profile_id);
  const credits = await deps.peers.billing.CheckCredits({ user_id: userId, amount: BOOK_CREDITS });
  if (!credits.sufficient) {
    deps.logger.info({ balance: credits.balance }, 'book refused: no credit left');
    throw new AppError('failed_precondition', NO_CREDITS);
  }
  const idea = draft.prompt.trim();
  await deps.safety.require({
    text: [idea, summaryText(draft)].filter(Boolean).join('\n'),
    kind: 'summary',
    age: childAge(profile),
  });
  return { userId, draft, choice, profile, idea };
}

export async function generateStory(
  deps: StorygenDeps,
  request: ReceivedRequestOf<'story', 'GenerateStory'>,
): Promise<ReplyOf<'story', 'GenerateStory'>> {
  const { userId, draft, choice, profile, idea } = await checkedRequest(deps, request);
  const summary = {
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    genre: draft.genre.trim(),
    themes: draft.themes.trim(),
    setting: draft.setting.trim(),
    characters: draft.characters.trim(),
  };
  const storyteller = storytellerOf(deps, choice.model);
  const sheet = characterSheet(profile, idea);
  const { told, quality } = await writeSafe(deps, storyteller, profile, summary, {
    idea: idea || undefined,
    characterSheet: sheet,
  });
  // Drawn again rather than taken from the client, which could send any markup as the title picture.
  const { svg } = await deps.peers.images.RenderTitleSvg({ title: summary.title, genre: summary.genre });
  const cover = ownCover(userId, draft, deps.mediaPublicPath);
  const cost = tokenCost(told.model, told.usage);
  const pages = bookPages(told.value, profile, summary.setting);

  const book: BookRecord = {
    _id: randomUUID(),
    user_id: userId,
    profile_id: request.profile_id.trim(),
    image_generator: choice.illustrator,
    model: told.model,
    language: bookLanguage(profile),
    version: FIRST_BOOK_VERSION,
    prompt: idea,
    title: summary.title,
    title_svg: svg,
    title_image_description: coverDescription(summary),
    cf_title_image: cover.url,
    cf_title_key: cover.key,
    summary: summary.summary,
    genre: summary.genre,
    theme: summary.themes,
    setting: summary.setting,
    characters: summary.characters,
    completeStory: told.value.completeStory,
    expandedStory: told.value.expandedStory,
    bookLayout: told.value.bookLayout.map((page) => page.pageText),
    pages,
    total_pages: pages.length,
    character_sheet: sheet,
    seed: randomInt(1, MAX_SEED),
    art_style: artStyleOf(draft.art_style),
    cost: {
      model: told.model,
      input_tokens: told.usage.inputTokens,
      output_tokens: told.usage.outputTokens,
      text_usd: cost.usd,
      priced: cost.priced,
      cover_usd: await deps.books.coverCost(userId, cover.key),
    },
    published: false,
    shared: true,
    created_at: (deps.now?.() ?? new Date()).toISOString(),
    animate_images: false,
    pictures_requested_at: '',
    refunded_at: '',
    quality,
  };
  await deps.books.insertBook(book);
  logBook(deps.logger, book, cover.key !== '' || !draft.cf_title_key.trim());
  return {
    complete_story: book.completeStory,
    expanded_story: book.expandedStory,
    book_layout: book.bookLayout,
    book_id: book._id,
    quality: qualityMessage(quality),
  };
}

/**
 * Tells the story and checks it (the quality report); a story that fails is told once more (offline:
 * another plan from another seed; a model: a second attempt with the report's findings), and the better of
 * the two is kept: the one that passes, else the one that carries more of the idea.
 */
async function writeChecked(
  deps: StorygenDeps,
  storyteller: Storyteller,
  profile: StoryProfile,
  summary: StorySummaryFields,
  options: StoryOptions,
): Promise<{ told: Told<WrittenStory>; quality: BookQuality }> {
  const check = (story: WrittenStory) =>
    qualityReport({
      idea: options.idea ?? '',
      language: profileLanguage(profile),
      childName: childName(profile),
      nickname: profile.personal_information?.nickname ?? undefined,
      age: childAge(profile),
      fears: (profile.interests?.fears ?? []).map((fear) => fear.trim()).filter(Boolean),
      summary,
      pages: story.bookLayout.map((page) => page.pageText),
    });
  const first = await tell(deps, storyteller, 'story', () => storyteller.story(profile, summary, options));
  const firstReport = check(first.value);
  if (firstReport.passed) return { told: first, quality: { ...firstReport, attempts: 1 } };
  deps.logger.info({ findings: firstReport.findings.length }, 'story fell short of its report: told again');
  const second = await tell(deps, storyteller, 'story', () =>
    storyteller.story(profile, summary, {
      ...options,
      seed: `${options.seed ?? options.idea ?? summary.title}\u0000again`,
      findings: [...(options.findings ?? []), ...firstReport.findings],
    }),
  );
  const secondReport = check(second.value);
  const better =
    secondReport.passed || (!firstReport.passed && secondReport.bookCoverage >= firstReport.bookCoverage);
  return better
    ? { told: addCost(second, first), quality: { ...secondReport, attempts: 2 } }
    : { told: addCost(first, second), quality: { ...firstReport, attempts: 2 } };
}

/**
 * What a written story is checked as: its words (the pages, and the whole story told briefly and in full,
 * which the book keeps and storygen and the public book answer), and what its pictures are drawn from (with
 * the sheet).
 */
async function storySafety(
  deps: StorygenDeps,
  story: WrittenStory,
  options: StoryOptions,
  age: number | undefined,
): Promise<SafetyVerdict> {
  // A model writes the whole story apart from its pages, so it may say what no page does; the offline
  // storyteller's full story is its pages again, read once.
  const paragraphs = [
    story.completeStory,
    ...story.expandedStory.split(/\n{2,}/),
    ...story.bookLayout.map((page) => page.pageText),
  ]
    .map((text) => text.trim())
    .filter(Boolean);
  const pages = [...new Set(paragraphs)].join('\n\n');
  const pictures = [...story.bookLayout.map((page) => page.sceneDescription), options.characterSheet ?? '']
    .filter((text) => text.trim())
    .join('\n\n');
  const verdicts = await Promise.all([
    deps.safety.check({ text: pages, kind: 'book', age }),
    deps.safety.check({ text: pictures, kind: 'picture-prompt', age }),
  ]);
  return strictest(verdicts);
}

/**
 * A story checked for quality (writeChecked) and then for safety: one the safety layers stop is told again
 * with the reason (a model reads it as a finding; the offline storyteller takes another plan from another
 * seed) and checked again. A story that is still stopped is refused: nothing is stored, and since the
 * credit is only taken when the pictures are asked for, none was spent.
 */
async function writeSafe(
  deps: StorygenDeps,
  storyteller: Storyteller,
  profile: StoryProfile,
  summary: StorySummaryFields,
  options: StoryOptions,
): Promise<{ told: Told<WrittenStory>; quality: BookQuality }> {
  const age = childAge(profile);
  const first = await writeChecked(deps, storyteller, profile, summary, options);
  const firstVerdict = await storySafety(deps, first.told.value, options, age);
  if (firstVerdict.action === 'allow') return first;
  const second = await writeChecked(deps, storyteller, profile, summary, {
    ...options,
    seed: `${options.idea ?? summary.title}\u0000safer`,
    findings: [safetyFinding(firstVerdict)],
  });
  const secondVerdict = await storySafety(deps, second.told.value, options, age);
  if (secondVerdict.action === 'allow') return { ...second, told: addCost(second.told, first.told) };
  throw new AppError(
    'invalid_argument',
    `${BOOK_UNSAFE} ${reasonFor(secondVerdict.category)} ${TRY_ANOTHER_IDEA}`,
  );
}

/** The safety verdict as a finding for the second telling (in English, for a model). */
const safetyFinding = (verdict: SafetyVerdict): string =>
  `The safety check stopped the story${verdict.category ? ` (${verdict.category})` : ''}: ${verdict.reason} ` +
  'Tell it again with nothing of that kind on any page or in any picture description.';

/** The kept telling, with the tokens of both: both were paid for. */
const addCost = (kept: Told<WrittenStory>, other: Told<WrittenStory>): Told<WrittenStory> => ({
  ...kept,
  usage: addUsage(kept.usage, other.usage),
});

/** What the cover shows, in words: the book keeps it next to the picture. */
function coverDescription(summary: { title: string; genre: string; setting: string; characters: string }) {
  return [
    `The cover of "${summary.title}"${summary.genre ? `, a ${summary.genre} story` : ''}.`,
    summary.setting ? `Setting: ${summary.setting}.` : '',
    summary.characters ? `Characters: ${summary.characters}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function logBook(logger: Logger, book: BookRecord, coverKept: boolean): void {
  // Ids, sizes and cost only: the story is the family's.
  logger.info(
    {
      bookId: book._id,
      pages: book.total_pages,
      model: book.model,
      illustrator: book.image_generator,
      costUsd: book.cost.text_usd,
    },
    'book written',
  );
  if (!coverKept) logger.warn({ bookId: book._id }, "the draft's cover was not this user's; left out");
}
