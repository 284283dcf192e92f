/**
 * One page told again (issue 25): the offline storyteller tells the same page of the same plan in other
 * words, for every page of a book, in every language, and never hands back the page as it reads now.
 */
import type { ProfileData } from '@storybook-app/proto';
import {
  createOfflineStoryteller,
  OFFLINE_LANGUAGES,
  type StorySummaryFields,
  type WrittenStory,
} from '../src/storytelling';
import { lucasProfile, mayaProfile } from '@storybook-app/ai/testing';

const storyteller = createOfflineStoryteller({ today: () => new Date('2026-01-15T12:00:00Z') });
const IDEA = 'Maya and Biscuit search for a hidden treasure in the Whispering Woods';

async function book(profile: ProfileData, idea: string) {
  const summary = (await storyteller.summary(profile, idea)).value;
  const story = (await storyteller.story(profile, summary, { idea })).value;
  return { summary, story };
}

async function retell(
  profile: ProfileData,
  summary: StorySummaryFields,
  story: WrittenStory,
  pageNumber: number,
  options: { idea?: string; seed?: string; pages?: string[]; accept?: (text: string) => boolean } = {},
) {
  const pages = options.pages ?? story.bookLayout.map((page) => page.pageText);
  return storyteller.retellPage(profile, summary, {
    idea: options.idea,
    seed: options.seed,
    pages,
    pageNumber,
    sceneDescription: story.bookLayout[pageNumber - 1]?.sceneDescription ?? '',
    accept: options.accept,
  });
}

describe('offline storyteller: a page told again', () => {
  it('tells every page of a book in other words, at no cost', async () => {
    for (const age of ['3', '10']) {
      const profile = mayaProfile({ age });
      const { summary, story } = await book(profile, IDEA);
      for (let page = 1; page <= story.bookLayout.length; page += 1) {
        const told = await retell(profile, summary, story, page, { idea: IDEA });
        expect(told.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
        expect(told.value).toBeDefined();
        expect(told.value).not.toBe(story.bookLayout[page - 1].pageText);
      }
    }
  });

  it('tells the same page of a stock story (no idea) again, with the companions of the book', async () => {
    const profile = lucasProfile();
    const { summary, story } = await book(profile, '');
    const told = await retell(profile, summary, story, 2);
    expect(told.value).toBeDefined();
    expect(told.value).not.toBe(story.bookLayout[1].pageText);
  });

  it('gives another telling for another seed (a page told many ways), the same for the same seed', async () => {
    const profile = mayaProfile({ age: '7' });
    const { summary, story } = await book(profile, IDEA);
    const tellings = new Set<string | undefined>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      tellings.add((await retell(profile, summary, story, 1, { idea: IDEA, seed })).value);
    }
    expect(tellings.size).toBeGreaterThan(1);
    const again = await retell(profile, summary, story, 1, { idea: IDEA, seed: 'a' });
    expect(tellings.has(again.value)).toBe(true);
  });

  it('tells a page again after another page of the book was kept told again', async () => {
    const profile = mayaProfile({ age: '6' });
    const { summary, story } = await book(profile, IDEA);
    const pages = story.bookLayout.map((page) => page.pageText);
    pages[0] = (await retell(profile, summary, story, 1, { idea: IDEA })).value ?? '';
    const told = await retell(profile, summary, story, 3, { idea: IDEA, pages });
    expect(told.value).toBeDefined();
    expect(told.value).not.toBe(pages[2]);
  });

  it("offers only a telling the page's checks accept, and none when they accept none", async () => {
    const profile = mayaProfile({ age: '8' });
    const { summary, story } = await book(profile, IDEA);
    const short = await retell(profile, summary, story, 2, {
      idea: IDEA,
      accept: (text) => text.length < story.bookLayout[1].pageText.length,
    });
    expect(short.value!.length).toBeLessThan(story.bookLayout[1].pageText.length);
    const none = await retell(profile, summary, story, 2, { idea: IDEA, accept: () => false });
    expect(none.value).toBeUndefined();
  });

  it('tells no page of a book whose plan it cannot find again (the profile changed since)', async () => {
    const { summary, story } = await book(mayaProfile(), IDEA);
    const told = await retell(lucasProfile(), summary, story, 2, { idea: IDEA });
    expect(told.value).toBeUndefined();
  });

  it('tells a page again in each of the six languages, in that language', async () => {
    for (const language of OFFLINE_LANGUAGES) {
      const profile = mayaProfile({ language });
      const { summary, story } = await book(profile, '');
      const told = await retell(profile, summary, story, 3);
      expect(told.value).toBeDefined();
      expect(told.value).not.toBe(story.bookLayout[2].pageText);
      if (process.env.SHOW_TELLINGS) {
        console.log(`${language}\nBEFORE: ${story.bookLayout[2].pageText}\nNEW:    ${told.value}\n`);
      }
    }
  });
});
