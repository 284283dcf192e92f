/**
 * A visitor's first minutes on a fresh keyless product with its sample books (`npm start`'s default): the
 * landing says what Storybook does and shows at least three books on the public shelf; the demo ends in a
 * finished sample book, read in the flip-book and in the single-page reader with its pictures.
 */
import { landing, storySummary, ui } from '../web/src/lib/texts';
import { DEMO_PROMPTS } from '../web/src/features/demo/demo-stories';
import { useBrowserTestBed } from './browser';

const bed = useBrowserTestBed({ env: { SAMPLE_BOOKS: 'true' } });

test('the landing says what Storybook does, over a shelf of sample books, and the demo ends in one', async () => {
  const { page, errors } = await bed.openPage('/');
  await page.getByRole('heading', { name: landing.headline, level: 1 }).waitFor();
  for (const step of landing.steps) await page.getByRole('heading', { name: step.title }).waitFor();
  await page.getByRole('link', { name: landing.signInCta }).waitFor();

  // The sample books arrive on the shelf as story places them.
  const covers = page.getByRole('list', { name: ui.shelfBooks }).getByRole('listitem');
  for (const deadline = Date.now() + 30_000; (await covers.count()) < 3; await page.waitForTimeout(250)) {
    if (Date.now() > deadline) throw new Error('fewer than three books on the public shelf');
    await page.reload();
  }

  // The demo: an idea, its canned summary, then the whole book ends in a finished sample book.
  await page.getByRole('button', { name: landing.demoCta }).click();
  await page
    .getByRole('region', { name: ui.suggestedIdeas })
    .getByRole('button', { name: DEMO_PROMPTS[0] })
    .click();
  await page.getByRole('button', { name: storySummary.readyForWholeBook }).click();
  const toBook = page.getByRole('link', { name: /^Read a finished book: / });
  await toBook.click();
  await page.waitForURL(/\/story-book\/storybook-samples\//);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: ui.nextPage }).click();
  const picture = page.getByRole('img', { name: ui.pageImageAlt(1) });
  await picture.waitFor();
  // The page's picture is the sample's own, drawn and loaded.
  await page.waitForFunction(() =>
    [
      ...(
        globalThis as unknown as {
          document: {
            querySelectorAll(
              selector: string,
            ): Iterable<{ complete: boolean; naturalWidth: number; src: string }>;
          };
        }
      ).document.querySelectorAll('img'),
    ].some(
      (img) =>
        img.complete && img.naturalWidth > 0 && img.src.includes('/media/users/storybook-samples/books/'),
    ),
  );

  // The same book in the single-page reader: its first page, its text and its picture.
  await page.getByRole('link', { name: ui.readPageByPage }).click();
  await page.waitForURL(/\/story-page\/storybook-samples\/[^/]+\/1$/);
  await page.getByText(/^Page 1 of \d+$/).waitFor();
  const readerPicture = page.getByRole('img', { name: ui.pageImageAlt(1) });
  await readerPicture.waitFor();
  expect(await readerPicture.getAttribute('src')).toMatch(/^\/media\/users\/storybook-samples\/books\//);
  await page.waitForFunction((alt) => {
    const img = (
      globalThis as unknown as {
        document: { querySelector(selector: string): { complete: boolean; naturalWidth: number } | null };
      }
    ).document.querySelector(`img[alt="${alt}"]`);
    return img !== null && img.complete && img.naturalWidth > 0;
  }, ui.pageImageAlt(1));
  expect(errors).toEqual([]);
});
