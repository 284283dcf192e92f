/**
 * Books made offline from the idea set (`@storybook-app/ai/testing`'s IDEAS): each summary and book carries
 * at least three quarters of the idea's content words, names the child, stays in the profile's language and
 * passes its quality report, at every reading band; the pictures differ where the pages differ and draw the
 * hero the same on every page. Languages whose idea voice is not written yet are listed, not hidden.
 */
import {
  characterSheet,
  createOfflineStoryteller,
  MIN_IDEA_COVERAGE,
  qualityReport,
  type StoryProfile,
} from '../src/storytelling';
import { voiceFor } from '../src/storytelling/offline/idea';
import { drawPicture } from '../src/offline-illustrator';
import { AWKWARD_IDEAS, IDEAS, lucasProfile, mayaProfile, type IdeaCase } from '../src/testing';
import { allElements, parseXml } from '../src/testing';

const teller = createOfflineStoryteller({ today: () => new Date('2026-06-01') });
const told = IDEAS.filter((idea) => voiceFor(idea.language));

const profileFor = (language: string, age: string): StoryProfile => mayaProfile({ language, age });

async function book(profile: StoryProfile, idea: string) {
  const summary = (await teller.summary(profile, idea)).value;
  const story = (await teller.story(profile, summary, { idea })).value;
  return { summary, story };
}

function report(profile: StoryProfile, idea: string, made: Awaited<ReturnType<typeof book>>) {
  const info = profile.personal_information!;
  return qualityReport({
    idea,
    language: info.language!,
    childName: info.first_name!,
    nickname: info.nickname ?? undefined,
    age: Number(info.age),
    fears: profile.interests?.fears ?? [],
    summary: made.summary,
    pages: made.story.bookLayout.map((page) => page.pageText),
  });
}

describe('books from the idea set', () => {
  it('has at least 40 ideas in the six languages', () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(IDEAS.map((idea) => idea.language)).size).toBe(6);
  });

  it.each(told.map((idea): [string, IdeaCase] => [`${idea.language}: ${idea.idea}`, idea]))(
    '%s',
    async (_, { language, idea }) => {
      for (const age of ['3', '6', '9', '12']) {
        const profile = profileFor(language, age);
        const made = await book(profile, idea);
        const checked = report(profile, idea, made);
        expect({ age, findings: checked.findings }).toEqual({ age, findings: [] });
        expect(checked.summaryCoverage).toBeGreaterThanOrEqual(MIN_IDEA_COVERAGE);
        expect(checked.bookCoverage).toBeGreaterThanOrEqual(MIN_IDEA_COVERAGE);
        expect(checked.childNamed).toBe(true);
        expect(checked.language.matches).toBe(true);
      }
    },
  );

  it.each(AWKWARD_IDEAS.filter((idea) => voiceFor(idea.language)).map((idea) => [idea.idea, idea]))(
    'makes a readable book of an awkward idea: %s',
    async (_, { language, idea }) => {
      const profile = profileFor(language, '6');
      const made = await book(profile, idea);
      const checked = report(profile, idea, made);
      expect(made.story.bookLayout.length).toBeGreaterThanOrEqual(8);
      expect(checked.childNamed).toBe(true);
      expect(checked.language.matches).toBe(true);
      expect(checked.readability.ok).toBe(true);
      expect(checked.longestSentence.ok).toBe(true);
    },
  );
});

describe('pictures of a book from an idea', () => {
  const idea = 'a firefighter puppy who rescues a kitten from a tree';

  it.each([
    ['Maya', mayaProfile()],
    [
      'Lucas, a boy',
      {
        ...lucasProfile(),
        personal_information: { ...lucasProfile().personal_information!, language: 'English' },
      },
    ],
  ])('draws the pages of %s’s book differently, and the hero the same on every page', async (_, profile) => {
    const made = await book(profile, idea);
    const sheet = characterSheet(profile, idea);
    const svgs = made.story.bookLayout.map(
      (page) => drawPicture({ prompt: page.sceneDescription, characterSheet: sheet, seed: 11 }, false).svg,
    );
    expect(new Set(svgs).size).toBe(svgs.length);
    const heroes = svgs.map((svg) => {
      const child = allElements(parseXml(svg)).find((element) => element.attributes.class === 'child');
      const {
        'data-hair': hair,
        'data-hair-style': style,
        'data-skin': skin,
        'data-shirt': shirt,
      } = child!.attributes;
      return JSON.stringify({ hair, style, skin, shirt });
    });
    expect(new Set(heroes).size).toBe(1);
    if (profile.personal_information?.gender === 'Boy') expect(heroes[0]).toMatch(/"style":"(short|curly)"/);
    // The page where the kitten is stuck shows it up a tree; the idea's puppy is drawn beside the pet.
    expect(svgs.some((svg) => svg.includes('tree-with-animal'))).toBe(true);
  });
});

describe('pictures of a search', () => {
  it('never shows what is looked for before it is found, though the pages’ words name it', async () => {
    const idea = 'Maya and a fox find a lost lantern in the forest';
    const made = await book(mayaProfile(), idea);
    const sheet = characterSheet(mayaProfile(), idea);
    // As the images service asks the offline illustrator: the scene and the page's text.
    const lanterns = made.story.bookLayout.map((page) => {
      const prompt = `${page.sceneDescription}\n${page.pageText}`;
      const svg = drawPicture({ prompt, characterSheet: sheet, seed: 11 }, false).svg;
      return allElements(parseXml(svg)).some((element) => element.attributes.class === 'thing lantern');
    });
    const found = made.story.bookLayout.findIndex((page) => page.sceneDescription.includes('found at last'));
    expect(found).toBeGreaterThan(3);
    expect(lanterns.slice(0, found)).not.toContain(true);
    expect(lanterns[found]).toBe(true);
  });
});

describe('a book from an idea set in autumn', () => {
  it('is drawn in autumn outdoors, with its leaf piles in a garden rather than the child’s favourite place', async () => {
    const idea = 'jumping in big piles of autumn leaves with grandpa';
    const made = await book(mayaProfile(), idea);
    const scenes = made.story.bookLayout.map((page) => page.sceneDescription);
    expect(scenes.every((scene) => scene.includes('Season: autumn'))).toBe(true);
    expect(scenes.some((scene) => /Place: a colourful garden/.test(scene))).toBe(true);
    expect(scenes.some((scene) => /beach/.test(scene))).toBe(false);
    const sheet = characterSheet(mayaProfile(), idea);
    const outdoors = made.story.bookLayout
      .map(
        (page) => drawPicture({ prompt: page.sceneDescription, characterSheet: sheet, seed: 11 }, false).svg,
      )
      .filter((svg) => !svg.includes('class="shelf"'));
    expect(outdoors.length).toBeGreaterThan(3);
    expect(outdoors.every((svg) => svg.includes('falling-leaves'))).toBe(true);
  });

  it.each([
    'a puppy who is afraid to fall off his bike',
    'a kitten who wants to fall asleep under the stars',
  ])('is not read into an idea where “fall” is not the season: %s', async (idea) => {
    const made = await book(mayaProfile(), idea);
    expect(made.story.bookLayout.some((page) => page.sceneDescription.includes('Season:'))).toBe(false);
  });
});

describe('an idea in another language than the profile’s', () => {
  it('gives the profile’s stock story, whole in the profile’s language, rather than mixing languages', async () => {
    const profile = mayaProfile({ language: 'Spanish' });
    const made = await book(profile, 'a dragon who builds a castle in the sand');
    const text = made.story.bookLayout.map((page) => page.pageText).join(' ');
    expect(text).not.toMatch(/\b(dragon who|builds|castle|the sand)\b/);
    expect(text).toContain('Maya');
    expect(made.summary.summary).toMatch(/\b(y|el|la|de)\b/);
  });
});

describe('a book of planting', () => {
  it.each([
    [
      'English',
      'Maya plants a magic seed in Sunny Bay',
      'looked for just the right spot',
      'dug a soft little hole',
    ],
    [
      'French',
      'Maya plante une graine magique dans le jardin',
      'cherchèrent le bon endroit',
      'creusèrent un petit trou',
    ],
    [
      'German',
      'Maya pflanzt Sonnenblumen im Garten',
      'die richtige Stelle',
      'gruben ein weiches kleines Loch',
    ],
    ['Italian', 'Maya pianta dei semi magici nel giardino', 'il posto giusto', 'scavarono una piccola buca'],
    ['Portuguese', 'Maya planta uma semente mágica no quintal', 'o lugar certinho', 'cavaram um buraquinho'],
    ['Spanish', 'Maya planta un árbol en el parque', 'el sitio perfecto', 'cavaron un hoyito'],
  ])(
    '%s: "%s" — a spot is chosen, a hole dug, and it sprouts; pictured so',
    async (language, idea, spot, dug) => {
      const { story } = await book(mayaProfile({ language }), idea);
      const pages = story.bookLayout.map((page) => page.pageText).join('\n');
      expect(pages).toContain(spot);
      expect(pages).toContain(dug);
      // Not a thing built: nothing laid out in a row, nothing 'the best ever'.
      expect(pages).not.toMatch(/neat row|en ligne|in eine Reihe|in fila|em fila|en fila/);
      const scenes = story.bookLayout.map((page) => page.sceneDescription).join('\n');
      for (const state of [
        'waiting to be planted',
        'just planted, being watered',
        'sprouting into a little green shoot',
      ]) {
        expect(scenes).toContain(state);
      }
      expect(scenes).not.toMatch(/half made|nearly made|finished/);
    },
  );

  it('draws what is planted by its hole, watered, then sprouting, and a magic one sparkles', async () => {
    const idea = 'Maya plants a magic seed in Sunny Bay';
    const { story } = await book(mayaProfile(), idea);
    const sheet = characterSheet(mayaProfile(), idea);
    const drawn = story.bookLayout.map((page) => {
      const svg = drawPicture(
        { prompt: `${page.sceneDescription}\n${page.pageText}`, characterSheet: sheet, seed: 11 },
        false,
      ).svg;
      const elements = allElements(parseXml(svg));
      return {
        seedling: elements
          .map((element) => element.attributes.class ?? '')
          .find((name) => name.startsWith('thing seedling')),
        sparkles: elements.some((element) => element.attributes.class === 'sparkle'),
        setting: parseXml(svg).attributes.class,
      };
    });
    const seen = drawn.map((page) => page.seedling).filter(Boolean);
    // In Sunny Bay, by the sea, as the idea says; and the seed is magic.
    expect(
      drawn.filter((page) => page.seedling).every((page) => page.setting.includes('setting-beach')),
    ).toBe(true);
    expect(drawn.filter((page) => page.seedling).every((page) => page.sparkles)).toBe(true);
    expect(seen).toEqual(
      expect.arrayContaining(['thing seedling half-made', 'thing seedling nearly-made', 'thing seedling']),
    );
    expect(seen.indexOf('thing seedling half-made')).toBeLessThan(seen.indexOf('thing seedling nearly-made'));
    expect(seen.indexOf('thing seedling nearly-made')).toBeLessThan(seen.indexOf('thing seedling'));
  });

  it('a painting of flowers is made, not planted', async () => {
    const { story } = await book(mayaProfile(), 'Maya paints flowers in the park');
    const scenes = story.bookLayout.map((page) => page.sceneDescription).join('\n');
    expect(scenes).not.toContain('planted');
    expect(scenes).toContain('nearly made');
  });
});

describe('a search told to the youngest readers', () => {
  const idea = 'Maya and a fox find a lost lantern in the forest';

  it('asks where the lost thing is, never points at it before it is found', async () => {
    const { story } = await book(mayaProfile({ age: '3' }), idea);
    const pages = story.bookLayout.map((page) => page.pageText).join('\n');
    expect(pages).toContain('Where is the lost lantern? They look everywhere.');
    expect(pages).not.toContain('Look, the lost lantern!');
  });

  it('draws the party with the thing found, no longer lost', async () => {
    const { story } = await book(mayaProfile(), idea);
    const party = story.bookLayout.find((page) => page.sceneDescription.startsWith('everyone celebrating'));
    expect(party?.sceneDescription).toContain('Key thing: lantern.');
  });
});

describe('German summaries', () => {
  it('say who comes along in the dative, its describing word too ("zusammen mit einem freundlichen Otter")', async () => {
    const { summary } = await book(
      mayaProfile({ language: 'German' }),
      'Maya und ein freundlicher Otter bringen eine Geburtstagstorte zu einem Fest in der Sonnenbucht',
    );
    expect(summary.summary).toContain('zusammen mit einem freundlichen Otter');
  });
});

describe("the child's own pet, named in the idea", () => {
  it.each([
    ['English', 'Biscuit the dog and Maya help the baker', 'Maya and the Baker'],
    ['Spanish', 'Biscuit el perro y Maya ayudan al panadero', 'Maya y el panadero'],
    ['French', 'Biscuit le chien et Maya aident le boulanger', 'Maya et le boulanger'],
    ['German', 'Biscuit der Hund und Maya helfen dem Bäcker', 'Maya und der Bäcker'],
    ['Italian', 'Biscuit il cane e Maya aiutano il fornaio', 'Maya e il fornaio'],
  ])(
    '%s: "%s" — Biscuit is the dog (no second dog), and the baker is found in town',
    async (language, idea, title) => {
      const { summary, story } = await book(mayaProfile({ language }), idea);
      expect(summary.title).toBe(title);
      const scenes = story.bookLayout.map((page) => page.sceneDescription).join('\n');
      // 'the dog' was read as someone new: drawn as a 'golden dog' beside Biscuit on every page.
      expect(scenes.replaceAll('Biscuit (dog)', '')).not.toMatch(/\bdog\b/);
      expect(scenes).toContain('Place: a cheerful little town');
      expect(scenes).not.toContain('sandy beach');
    },
  );
});

describe('a search for more than one thing, or for a feminine one', () => {
  it.each([
    [
      'English',
      'Maya finds the lost keys',
      ['Where could they be?', 'the lost keys were nowhere', 'There they were'],
    ],
    [
      'French',
      'Maya cherche les clés perdues',
      ['Où peuvent-elles bien être ?', 'restaient introuvables', 'Elles étaient là'],
    ],
    ['French', 'Maya cherche la lanterne perdue', ['Où peut-elle bien être ?', 'Elle était là']],
    ['Italian', 'Maya cerca le chiavi perdute', ['«Dove saranno?»', 'non si trovavano', 'Erano lì']],
    ['Spanish', 'Maya busca las llaves perdidas', ['¿Dónde estarán?', 'no aparecían', '¡Allí estaban']],
    [
      'Portuguese',
      'Maya procura as chaves perdidas',
      ['Onde será que estão?', 'não apareciam', 'Estavam ali'],
    ],
  ])('%s: "%s" — its words agree with what is looked for', async (language, idea, phrases) => {
    const { story } = await book(mayaProfile({ language }), idea);
    // French sets a thin no-break space before ? and !.
    const pages = story.bookLayout
      .map((page) => page.pageText)
      .join('\n')
      .replace(/[\u00a0\u202f]/g, ' ');
    for (const phrase of phrases) expect(pages).toContain(phrase);
  });

  it.each([
    ['English', 'Maya finds the lost keys', ['They are not here.', 'There they are!']],
    ['French', 'Maya cherche la lanterne perdue', ['La voilà !']],
    ['Italian', 'Maya cerca le chiavi perdute', ['Qui non ci sono.', 'Eccole!']],
    ['Spanish', 'Maya busca las llaves perdidas', ['Aquí no están.', '¡Aquí están!']],
  ])('%s: "%s" — and so do the youngest readers’ short lines', async (language, idea, phrases) => {
    const { story } = await book(mayaProfile({ language, age: '3' }), idea);
    // French sets a thin no-break space before ? and !.
    const pages = story.bookLayout
      .map((page) => page.pageText)
      .join('\n')
      .replace(/[\u00a0\u202f]/g, ' ');
    for (const phrase of phrases) expect(pages).toContain(phrase);
  });
});
