/**
 * The offline illustrator: the illustrator port's adapter that draws scene pictures as SVG, without keys or
 * network. Every picture is read back with a strict XML reader and inspected as a tree.
 */
import type { IllustrationRequest } from '@storybook-app/ai';
import { createOfflineIllustrator, drawPicture } from '@storybook-app/ai/offline-illustrator';
import { allElements, parseXml, withClass } from '@storybook-app/ai/testing';
import type { XmlElement } from '@storybook-app/ai/testing';

const MIA =
  'Mia, a girl of 5 with curly red hair, green eyes, dark skin and freckles. Pet: Biscuit, a white dog.';
const LEO = 'Leo, a boy aged 9, short blond hair, blue eyes, light skin, glasses. Favourite colour: green.';

const page = (prompt: string, extra: Partial<IllustrationRequest> = {}): IllustrationRequest => ({
  prompt,
  characterSheet: MIA,
  seed: 4242,
  ...extra,
});

const BOOK = [
  'Mia and Biscuit ran through the sunny meadow, chasing a red kite in the wind.',
  'That night, Mia looked at the moon and the stars from her cosy bedroom.',
  'Mia sailed a little boat across the sea to a sandy beach.',
  'Deep under the sea, Mia swam with a turtle and a dolphin near the coral reef.',
  'Mia flew her rocket to a faraway planet in outer space.',
  'At the castle, the princess gave Mia a crown while a unicorn watched.',
  'It was snowing! Mia built a snowman with a penguin.',
  'In the busy city, Mia and her mum held a balloon and watched the train at sunset.',
  'Biscuit found a treasure chest in the dark forest, and an owl hooted.',
  'El gato negro y el perro jugaban en el jardín bajo la lluvia.',
];

const svgOf = (prompt: string, extra: Partial<IllustrationRequest> = {}, animate = false) =>
  drawPicture(page(prompt, extra), animate).svg;

/** The fill colours used inside an element. */
const fillsIn = (element: XmlElement): Set<string> =>
  new Set(allElements(element).flatMap((node) => (node.attributes.fill ? [node.attributes.fill] : [])));

const childOf = (svg: string): XmlElement => {
  const [child] = withClass(parseXml(svg), 'child');
  expect(child).toBeDefined();
  return child;
};

const ANIMATION = /<animate(Transform)?\b/;

/** The hue of a `#rrggbb` colour, in degrees. */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const range = max - Math.min(r, g, b);
  if (range === 0) return 0;
  const hue = max === r ? ((g - b) / range) % 6 : max === g ? (b - r) / range + 2 : (r - g) / range + 4;
  return (hue * 60 + 360) % 360;
}

describe('offline illustrator', () => {
  const illustrator = createOfflineIllustrator();

  it('is the port adapter "offline": an SVG picture, free, with no animated variant unless asked', async () => {
    expect(illustrator.adapter).toBe('offline');
    const illustration = await illustrator.illustrate(page(BOOK[0]));
    expect(illustration).toMatchObject({ contentType: 'image/svg+xml', costUsd: 0, model: 'offline-svg' });
    expect(illustration.animated).toBeUndefined();
    expect(parseXml(illustration.image.toString('utf8')).name).toBe('svg');
  });

  it('adds an animated SVG when asked', async () => {
    const illustration = await illustrator.illustrate(page(BOOK[0], { animate: true }));
    expect(illustration.animated?.contentType).toBe('image/svg+xml');
    const animated = illustration.animated!.body.toString('utf8');
    expect(animated).toMatch(ANIMATION);
    expect(illustration.image.toString('utf8')).not.toMatch(ANIMATION);
  });

  it('draws the same picture for the same request', async () => {
    const first = await illustrator.illustrate(page(BOOK[3], { animate: true }));
    const again = await illustrator.illustrate(page(BOOK[3], { animate: true }));
    expect(again.image.equals(first.image)).toBe(true);
    expect(again.animated!.body.equals(first.animated!.body)).toBe(true);
  });

  it('draws a different picture for every page of a book, and for another book', () => {
    const pictures = BOOK.map((text) => svgOf(text));
    expect(new Set(pictures).size).toBe(BOOK.length);
    expect(svgOf(BOOK[0], { seed: 7 })).not.toBe(pictures[0]);
    // Even pages whose words pick the same place, animals and things differ in composition and palette.
    const twins = ['Mia walked in the meadow.', 'Mia skipped in the meadow.', 'Mia sat in the meadow.'].map(
      (text) => svgOf(text),
    );
    expect(new Set(twins).size).toBe(3);
  });

  it('draws well-formed SVG of the wanted size', () => {
    for (const text of BOOK) {
      const root = parseXml(svgOf(text));
      expect(root.name).toBe('svg');
      expect(root.attributes).toMatchObject({
        xmlns: 'http://www.w3.org/2000/svg',
        width: '1024',
        height: '1024',
      });
      expect(root.attributes.viewBox).toBe('0 0 1000 1000');
    }
    const wide = parseXml(svgOf(BOOK[2], { width: 1792, height: 1024 }));
    expect(wide.attributes).toMatchObject({ width: '1792', height: '1024' });
    const [, , w, h] = wide.attributes.viewBox.split(' ').map(Number);
    expect(w / h).toBeCloseTo(1792 / 1024, 2);
  });

  it('draws something worth looking at from nothing, and copes with long texts and odd seeds', () => {
    for (const request of [
      page('', { characterSheet: '' }),
      page('   ', { characterSheet: '???', seed: -5 }),
      page('Mia and the fox. '.repeat(5000), { seed: Number.MAX_SAFE_INTEGER }),
    ]) {
      const root = parseXml(drawPicture(request, true).svg);
      expect(withClass(root, 'child')).toHaveLength(1);
      expect(withClass(root, 'stage')).toHaveLength(1);
    }
  });

  it('draws autumn: broad trees turned orange and red, pines still green, gold grass and leaves falling', () => {
    const forest = 'Mia in a forest with tall trees. Place: a forest.';
    const autumn = parseXml(svgOf(`${forest} Season: autumn, with red and golden leaves.`));
    const summer = parseXml(svgOf(forest));
    // The round crowns of the broad-leaved trees (pines are paths), as hues in degrees.
    const crownHues = (root: XmlElement) =>
      withClass(root, 'tree')
        .flatMap((tree) => allElements(tree).filter((node) => node.name === 'circle'))
        .map((crown) => hueOf(crown.attributes.fill ?? ''));
    expect(withClass(autumn, 'falling-leaves')).toHaveLength(1);
    expect(withClass(autumn, 'fallen-leaves')).toHaveLength(1);
    expect(withClass(summer, 'falling-leaves')).toHaveLength(0);
    // Autumn's crowns are red to gold; summer's green.
    expect(crownHues(autumn).length).toBeGreaterThan(0);
    expect(crownHues(autumn).every((hue) => hue <= 50)).toBe(true);
    expect(crownHues(summer).length).toBeGreaterThan(0);
    expect(crownHues(summer).every((hue) => hue >= 80 && hue <= 170)).toBe(true);
    // A meadow in autumn has leaves on the ground instead of flowers.
    const meadow = parseXml(svgOf('Mia in the park. Season: autumn.'));
    expect(withClass(meadow, 'fallen-leaves')).toHaveLength(1);
  });

  it('names what it drew in the title, from its own words only', () => {
    const svg = svgOf('Mia and her friend found a kitten and a ball in the forest <script>alert(1)</script>');
    const root = parseXml(svg);
    const title = root.children.find((element) => element.name === 'title')!;
    expect(title.text).toBe('A child, a friend, a cat and a ball in a forest scene');
    expect(root.attributes['aria-label']).toBe(title.text);
  });

  describe('follows the text', () => {
    it.each([
      ['Mia walked into the forest.', 'setting-forest'],
      ['Mia played on the beach by the sea.', 'setting-beach'],
      ['Under the sea, Mia met a mermaid.', 'setting-underwater'],
      ['Mia floated in outer space.', 'setting-space'],
      ['Mia visited the castle.', 'setting-castle'],
      ['Mia walked down the city street.', 'setting-city'],
      ['Mia played in the snow.', 'setting-snow'],
      ['Mia lay in her bed at home.', 'setting-home'],
      ['Mia picked flowers in the garden.', 'setting-meadow'],
      ['Mia jugaba en la playa.', 'setting-beach'],
      ['Mia se promène dans la forêt.', 'setting-forest'],
      ['Mia spielt im Schnee.', 'setting-snow'],
      ['Mia floated high up in the sky, among the clouds.', 'setting-sky'],
      // A bay is by the sea ('Sunny Bay', the product's own place), a harbour too.
      ['Maya planting a seed. Place: sunny bay.', 'setting-beach'],
      ['Mia waved at the boats in the harbour.', 'setting-beach'],
      [
        'Maya on the way to Paris. Place: Paris, a cheerful little town with colourful houses, a market square, a fountain and a little train.',
        'setting-city',
      ],
    ])('draws %j in its place (%s)', (text, setting) => {
      expect(parseXml(svgOf(text)).attributes.class.split(' ')).toContain(setting);
    });

    it('draws a seed waiting by its hole, then watered in its mound, then a shoot; a magic one sparkles', () => {
      const drawn = (key: string) =>
        parseXml(svgOf(`Maya in the garden. Key thing: ${key}. Action: planting.`));
      expect(withClass(drawn('magic seed, waiting to be planted'), 'seedling', 'half-made')).toHaveLength(1);
      expect(withClass(drawn('seed, just planted, being watered'), 'seedling', 'nearly-made')).toHaveLength(
        1,
      );
      const shoot = drawn('sunflower, sprouting into a little green shoot');
      expect(withClass(shoot, 'seedling')).toHaveLength(1);
      // A sunflower planted is a shoot, not yet the flowers.
      expect(withClass(shoot, 'flowers')).toHaveLength(0);
      expect(withClass(shoot, 'sparkle')).toHaveLength(0);
      expect(
        withClass(drawn('magic seed, sprouting into a little green shoot'), 'sparkle').length,
      ).toBeGreaterThan(0);
    });

    it('draws a hot-air balloon up in the sky with its basket, not a balloon on a string', () => {
      for (const text of ['Mia flew in a hot-air balloon.', 'Mia voyageait en montgolfière.']) {
        const root = parseXml(svgOf(text));
        expect(withClass(root, 'thing', 'hot-air-balloon')).toHaveLength(1);
        expect(withClass(root, 'thing', 'balloon')).toHaveLength(0);
      }
    });

    it('stands the Cloud Kingdom’s castle on clouds, and a castle on earth on its hill', () => {
      const aloft = parseXml(svgOf('Mia reached the Cloud Kingdom at last.'));
      expect(withClass(aloft, 'castle')).toHaveLength(1);
      expect(withClass(aloft, 'cloud-bank').length).toBeGreaterThanOrEqual(2);
      expect(withClass(aloft, 'grass')).toHaveLength(0);
      const grounded = parseXml(svgOf('Mia visited the castle.'));
      expect(withClass(grounded, 'cloud-bank')).toHaveLength(0);
      expect(withClass(grounded, 'grass')).toHaveLength(1);
    });

    it('stands a child high in the sky on banks of cloud, not on grass', () => {
      const root = parseXml(svgOf('Mia floated high up in the sky, among the clouds.'));
      expect(withClass(root, 'cloud-bank').length).toBeGreaterThanOrEqual(2);
      expect(withClass(root, 'grass')).toHaveLength(0);
    });

    it.each([
      ["the doctor's room, a bright room with a big bed", 'couch', 'height-chart'],
      ["the dentist's room, a bright room with a big chair", 'dentist-chair', 'poster'],
      ['a bright class room with paintings on the walls', 'chalkboard', 'paintings'],
      ["the hairdresser's room, a bright room with big mirrors", 'salon-chair', 'mirror'],
    ])('draws a room the child visits, not the child’s bedroom: %s', (place, furniture, wall) => {
      const root = parseXml(
        svgOf(`Maya meeting the doctor. Place: ${place}. On the page: Maya (the child); the doctor.`),
      );
      expect(root.attributes.class.split(' ')).toContain('setting-home');
      expect(withClass(root, furniture)).toHaveLength(1);
      expect(withClass(root, wall)).toHaveLength(1);
      expect(withClass(root, 'lamp')).toHaveLength(0);
      expect(withClass(root, 'toys')).toHaveLength(0);
    });

    it('draws a doctor met at home in the child’s room: only a page’s place is a room to visit', () => {
      const root = parseXml(svgOf('Maya plays doctor with her teddy. Place: her bedroom at home.'));
      expect(withClass(root, 'couch')).toHaveLength(0);
      expect(withClass(root, 'lamp')).toHaveLength(1);
    });

    it('draws a kitchen, not the child’s bedroom, where the place is one, and what is baked there', () => {
      for (const place of [
        'a cosy kitchen at home, with an oven',
        'la cocina de casa',
        'die Küche',
        'la cuisine',
      ]) {
        const root = parseXml(svgOf(`Maya and Mama baking. Place: ${place}. Time: day.`));
        expect(root.attributes.class.split(' ')).toContain('setting-home');
        expect(withClass(root, 'oven')).toHaveLength(1);
        expect(withClass(root, 'lamp')).toHaveLength(0);
        expect(withClass(root, 'toys')).toHaveLength(0);
      }
      // What is baked is on the page, in any language read: a plate of cookies (muffins), a stack of pancakes.
      for (const [food, kind] of [
        ['cookies, finished', 'treats'],
        ['galletas', 'treats'],
        ['muffins', 'treats'],
        ['Pfannkuchen', 'pancakes'],
        ['des crêpes', 'pancakes'],
      ]) {
        const page = parseXml(svgOf(`Maya cheering. Place: a cosy kitchen at home. Key thing: ${food}.`));
        expect(withClass(page, 'thing', kind)).toHaveLength(1);
      }
      const bedroom = parseXml(svgOf('Mia lay in her bed at home.'));
      expect(withClass(bedroom, 'oven')).toHaveLength(0);
      expect(withClass(bedroom, 'lamp')).toHaveLength(1);
    });

    it.each([
      'cat',
      'dog',
      'rabbit',
      'bear',
      'fox',
      'mouse',
      'lion',
      'pig',
      'sheep',
      'cow',
      'owl',
      'penguin',
      'frog',
      'horse',
      'unicorn',
      'dragon',
      'elephant',
      'bird',
      'duck',
      'fish',
      'whale',
      'dolphin',
      'butterfly',
      'turtle',
    ])('draws the %s a page mentions', (kind) => {
      const root = parseXml(svgOf(`Mia met a ${kind} today.`));
      expect(withClass(root, 'animal', kind)).toHaveLength(1);
    });

    it.each([
      ['Mia et le lapin.', 'rabbit'],
      ['El caballo corre.', 'horse'],
      ['Der Fuchs schläft.', 'fox'],
      ['Les oiseaux chantent.', 'bird'],
    ])('understands %j', (text, kind) => {
      expect(withClass(parseXml(svgOf(text)), 'animal', kind)).toHaveLength(1);
    });

    it.each([
      'boat',
      'balloon',
      'kite',
      'ball',
      'book',
      'cake',
      'gift',
      'rocket',
      'treasure',
      'crown',
      'umbrella',
      'lantern',
      'flowers',
      'train',
      'bicycle',
      'bus',
    ])('draws the %s a page mentions', (thing) => {
      expect(withClass(parseXml(svgOf(`Mia had a ${thing}.`)), 'thing', thing).length).toBeGreaterThan(0);
    });

    it('draws the sun by day, and the moon and stars at night', () => {
      const day = parseXml(svgOf('A sunny day in the meadow.'));
      expect(withClass(day, 'sun')).toHaveLength(1);
      expect(withClass(day, 'moon')).toHaveLength(0);
      const night = parseXml(svgOf('At night, Mia watched the moon.'));
      expect(night.attributes.class).toContain('time-night');
      expect(withClass(night, 'moon')).toHaveLength(1);
      expect(withClass(night, 'stars')).toHaveLength(1);
      expect(withClass(night, 'sun')).toHaveLength(0);
    });

    it('draws the weather', () => {
      const wet = parseXml(svgOf('It was raining in the meadow, with thunder.'));
      expect(withClass(wet, 'rain')).toHaveLength(1);
      expect(withClass(wet, 'sun')).toHaveLength(0);
      expect(withClass(parseXml(svgOf('A rainbow in the sky.')), 'rainbow')).toHaveLength(1);
      expect(withClass(parseXml(svgOf('Snowflakes everywhere.')), 'snowfall')).toHaveLength(1);
    });

    it('draws the family and friends a page mentions', () => {
      const root = parseXml(svgOf('Mia, her mum and her friend had a picnic.'));
      expect(withClass(root, 'person', 'adult')).toHaveLength(1);
      expect(withClass(root, 'person')).toHaveLength(3);
    });

    it('draws a grandpa or a dad as a man, a grandma or a mum as a woman, whatever the seed', () => {
      const hairOf = (text: string, seed: number) =>
        withClass(parseXml(svgOf(text, { seed })), 'person', 'adult').map(
          (person) => person.attributes['data-hair-style'],
        );
      for (let seed = 1; seed <= 12; seed += 1) {
        for (const man of ['Mia and her grandpa (grandfather) in the park.', 'Mia and Dad in the park.']) {
          expect(['short', 'curly', 'afro']).toContain(hairOf(man, seed)[0]);
        }
        for (const woman of ['Mia and her grandma (grandmother) in the park.', 'Mia and Mum in the park.']) {
          expect(hairOf(woman, seed)[0]).not.toBe('short');
        }
      }
    });

    it.each([
      ['snowman', 'Mia in the snow. Key thing: snowman, only half made.', 'half-made'],
      ['snowman', 'Mia in the snow. Key thing: snowman, nearly made.', 'nearly-made'],
      ['sandcastle', 'Mia on the beach. Key thing: sandcastle, only half made.', 'half-made'],
      ['sandcastle', 'Mia on the beach. Key thing: sandcastle, nearly made.', 'nearly-made'],
    ])('draws the %s the page is about as far as it has got (%j)', (thing, text, progress) => {
      const [made] = withClass(parseXml(svgOf(text)), 'thing', thing);
      expect(made.attributes.class).toContain(progress);
    });

    it.each([
      ['treats', 'cookies', 'half-made'],
      ['treats', 'cookies', 'nearly-made'],
      ['cake', 'birthday cake', 'half-made'],
      ['cake', 'birthday cake', 'nearly-made'],
      ['pancakes', 'pancakes', 'half-made'],
      ['pancakes', 'pancakes', 'nearly-made'],
    ])('draws the %s baked as far as it has got (%s, %s)', (kind, food, progress) => {
      const key = progress === 'half-made' ? `${food}, only half made` : `${food}, nearly made`;
      const root = parseXml(svgOf(`Maya baking. Place: a cosy kitchen at home. Key thing: ${key}.`));
      const [made] = withClass(root, 'thing', kind);
      expect(made.attributes.class).toContain(progress);
      // Half made, it is a bowl of dough whatever it will be; the finished one is nowhere yet.
      expect(withClass(root, 'mixing')).toHaveLength(progress === 'half-made' ? 1 : 0);
      expect(
        withClass(root, 'thing', kind).filter((thing) => thing.attributes.class === `thing ${kind}`),
      ).toEqual([]);
    });

    it('tucks a sleeping child up in bed at home, eyes closed; asleep elsewhere, the child just rests', () => {
      const bedtime =
        'Mia asleep in bed, smiling. Place: home. Time: night. On the page: Mia (the child); mama (mother). Action: sleeping.';
      for (const seed of [1, 2, 3, 4]) {
        const svg = svgOf(bedtime, { seed });
        const root = parseXml(svg);
        const child = childOf(svg);
        expect(withClass(child, 'person', 'asleep')).toHaveLength(1);
        // No legs, no open eyes: only the head shows over the blanket.
        expect(allElements(child).some((node) => node.attributes.fill === '#ffffff')).toBe(false);
        // Mama is drawn standing beside the bed.
        expect(withClass(root, 'person', 'adult')).toHaveLength(1);
      }
      const awake = childOf(svgOf('Mia smiling at home. Place: home. Time: day. Action: smiling.'));
      expect(withClass(awake, 'person', 'asleep')).toHaveLength(0);
      const outside = childOf(
        svgOf('Mia asleep under the stars. Place: a meadow. Time: night. Action: sleeping.'),
      );
      expect(withClass(outside, 'person', 'asleep')).toHaveLength(0);
      expect(withClass(outside, 'person')).toHaveLength(1);
    });

    it('draws a held kite in the colour the page names, whatever the seed', () => {
      for (let seed = 1; seed <= 6; seed += 1) {
        const [kite] = withClass(
          parseXml(svgOf('Maya flies her teal kite in the park.', { seed })),
          'thing',
          'kite',
        );
        expect(fillsIn(kite).has('#2a9d8f')).toBe(true);
      }
    });

    it('draws a rainbow kite in four colours, the same four whatever the seed', () => {
      const panes = ['#e4572e', '#f5cf3a', '#17a398', '#8e5cc9'];
      for (let seed = 1; seed <= 6; seed += 1) {
        const [kite] = withClass(
          parseXml(svgOf('On the page: Maya (the child); rainbow kite. Action: looking up.', { seed })),
          'thing',
          'kite',
        );
        expect([...fillsIn(kite)].filter((fill) => panes.includes(fill)).sort()).toEqual([...panes].sort());
      }
    });

    it('sets food on a table indoors and on a picnic blanket outside, never on the floor', () => {
      for (let seed = 1; seed <= 6; seed += 1) {
        const kitchen = parseXml(
          svgOf('Maya cheering. Place: a cosy kitchen at home. Key thing: cookies, finished.', { seed }),
        );
        expect(withClass(kitchen, 'table')).toHaveLength(1);
        expect(withClass(kitchen, 'blanket')).toHaveLength(0);
        // A dog beside the table stands in front of it, never hidden behind it.
        const party = allElements(
          parseXml(
            svgOf(
              'Everyone celebrating. Place: a cosy kitchen at home. On the page: Maya (the child); Biscuit (dog). Key thing: birthday cake.',
              {
                seed,
              },
            ),
          ),
        );
        const at = (name: string) =>
          party.findIndex((node) => (node.attributes.class ?? '').split(' ').includes(name));
        expect(at('table')).toBeGreaterThan(-1);
        expect(at('table')).toBeLessThan(at('dog'));
        const park = parseXml(svgOf('Maya and Grandma had a birthday cake in the sunny park.', { seed }));
        expect(withClass(park, 'thing', 'cake')).toHaveLength(1);
        expect(withClass(park, 'blanket')).toHaveLength(1);
        expect(withClass(park, 'table')).toHaveLength(0);
      }
      // Finished, the cake is iced with its candles lit; the pancakes carry butter and syrup.
      const cake = withClass(
        parseXml(svgOf('Maya cheering. Key thing: birthday cake, finished.')),
        'thing',
        'cake',
      );
      expect(cake[0].attributes.class).toBe('thing cake');
      expect(fillsIn(cake[0]).has('#ffb703')).toBe(true);
      const stack = withClass(parseXml(svgOf('Maya cheering. Key thing: pancakes.')), 'thing', 'pancakes');
      expect(fillsIn(stack[0]).has('#a0522d')).toBe(true);
    });

    it('draws a finished snowman whole: head, carrot nose, hat', () => {
      const [snowman] = withClass(
        parseXml(svgOf('Mia cheering. Key thing: snowman, finished.')),
        'thing',
        'snowman',
      );
      expect(snowman.attributes.class).toBe('thing snowman');
      expect(fillsIn(snowman).has('#f28c28')).toBe(true);
    });

    it("draws a pile of leaves to jump in, and leaves a snowy place's own snowman to the stage", () => {
      const leaves = parseXml(svgOf('Mia and Grandpa jumping. Key thing: big piles of autumn leaves.'));
      expect(withClass(leaves, 'thing', 'leaf-pile')).toHaveLength(1);
      // 'Place: … a smiling snowman' describes the place: no snowman of the child's own in front.
      const place = parseXml(svgOf('Mia walking. Place: a snowy land with an igloo and a smiling snowman.'));
      expect(withClass(place, 'thing', 'snowman')).toHaveLength(0);
      // A page about a snowman has that one only, not the stage's as well.
      for (let seed = 1; seed <= 8; seed += 1) {
        const own = parseXml(svgOf('Mia in the snow. Key thing: snowman, finished.', { seed }));
        expect(withClass(own, 'snowman')).toHaveLength(1);
      }
    });

    it.each([
      ['On the page: Mia (the child); three little kittens.', 3],
      ['On the page: Mia (the child); two ducks.', 2],
      ['On the page: Mia (the child); golden kittens.', 2],
      ['On the page: Mia (the child); a kitten.', 1],
      [
        'On the page: Mia (the child); three little kittens. Key thing: three little kittens, stuck up high.',
        3,
      ],
    ])('draws as many as the scene lists (%j: %i)', (text, count) => {
      const root = parseXml(svgOf(`Mia in the park. ${text}`));
      const kind = text.includes('duck') ? 'duck' : 'cat';
      expect(withClass(root, 'animal', kind)).toHaveLength(count);
    });

    it("draws the child's pet, in its colour, whenever the page names it", () => {
      const root = parseXml(svgOf('Biscuit barked at the clouds.'));
      const [dog] = withClass(root, 'animal', 'dog');
      expect(dog).toBeDefined();
      expect(fillsIn(dog).has('#f7f4ee')).toBe(true);
    });
  });

  describe('draws the child the same on every page', () => {
    it('keeps the hair, eye and skin colours of the character sheet', () => {
      const colours = ['#b5502a', '#4f9a5a', '#7d5036'];
      for (const text of BOOK) {
        const fills = fillsIn(childOf(svgOf(text)));
        for (const colour of colours) expect(fills.has(colour)).toBe(true);
      }
    });

    it('draws another child in their own colours', () => {
      const fills = fillsIn(childOf(svgOf(BOOK[0], { characterSheet: LEO })));
      expect(fills.has('#e8c66a')).toBe(true);
      expect(fills.has('#3d7cc9')).toBe(true);
      expect(fills.has('#b5502a')).toBe(false);
      expect(fills.has('#4fae52')).toBe(true);
    });

    it('draws an older child taller', () => {
      const headTop = (sheet: string) => {
        const child = childOf(svgOf('Mia in the meadow.', { characterSheet: sheet }));
        const heads = allElements(child).filter(
          (node) => node.name === 'circle' && node.attributes.fill === '#e2ad85',
        );
        return Math.min(...heads.map((node) => Number(node.attributes.cy) - Number(node.attributes.r)));
      };
      expect(headTop('Mia, age 3')).toBeGreaterThan(headTop('Mia, age 11'));
    });
  });

  describe('the animated variant', () => {
    const normalise = (svg: string) =>
      svg.replace(/<animate(Transform)?\b[^>]*\/>/g, '').replace(/<(\w+)([^<>]*)><\/\1>/g, '<$1$2/>');

    it.each(BOOK.map((text, index) => [index, text]))(
      'of page %i is the still picture plus movement',
      (_i, text) => {
        const still = svgOf(text as string);
        const moving = svgOf(text as string, {}, true);
        expect(moving).not.toBe(still);
        expect(normalise(moving)).toBe(normalise(still));
        expect(() => parseXml(moving)).not.toThrow();
      },
    );

    it('moves clouds, twinkles stars, sways grass and bobs the child, forever', () => {
      const day = parseXml(svgOf('A sunny windy day in the meadow.', {}, true));
      const animationsIn = (element: XmlElement) =>
        allElements(element).filter((node) => node.name === 'animate' || node.name === 'animateTransform');
      for (const cls of ['cloud', 'grass', 'child']) {
        const [element] = withClass(day, cls);
        expect(animationsIn(element).length).toBeGreaterThan(0);
      }
      const night = parseXml(svgOf('The stars at night.', {}, true));
      const twinkles = animationsIn(withClass(night, 'stars')[0]);
      expect(twinkles.some((node) => node.attributes.attributeName === 'opacity')).toBe(true);
      for (const node of [...animationsIn(day), ...twinkles])
        expect(node.attributes.repeatCount).toBe('indefinite');
    });
  });

  describe('is safe to serve', () => {
    const hostile = [
      ...BOOK,
      '<script>alert("x")</script> javascript:alert(1) onload=alert(1) <foreignObject> http://evil.example/x.png',
      'Mia & Pip said "hi" to the <b>cat</b> \u0000\uFFFE\uD800',
    ];

    it.each(hostile.map((text) => [text]))(
      'holds no scripts, handlers or outside references for %j',
      (text) => {
        for (const svg of [svgOf(text), svgOf(text, { characterSheet: `${MIA} <script>x</script>` }, true)]) {
          const elements = allElements(parseXml(svg));
          const names = new Set(elements.map((element) => element.name));
          for (const forbidden of ['script', 'foreignObject', 'image', 'use', 'a', 'iframe', 'style']) {
            expect(names.has(forbidden)).toBe(false);
          }
          for (const element of elements) {
            for (const [name, value] of Object.entries(element.attributes)) {
              expect(name.toLowerCase().startsWith('on')).toBe(false);
              expect(name).not.toMatch(/href$/i);
              expect(value).not.toMatch(/javascript:/i);
              if (name !== 'xmlns') expect(value).not.toMatch(/https?:|\/\//);
              const urls = value.match(/url\(([^)]*)\)/g) ?? [];
              for (const url of urls) expect(url).toMatch(/^url\(#[\w-]+\)$/);
            }
          }
        }
      },
    );

    it('is between 5 and 40 kB, still or animated', () => {
      for (const text of BOOK) {
        for (const animate of [false, true]) {
          const bytes = Buffer.byteLength(svgOf(text, {}, animate));
          expect(bytes).toBeGreaterThanOrEqual(5 * 1024);
          expect(bytes).toBeLessThanOrEqual(40 * 1024);
        }
      }
    });
  });
});

describe('someone at work', () => {
  it.each([
    ['baker', 'toque'],
    ['chef', 'toque'],
    ['farmer', 'straw-hat'],
    ['firefighter', 'fire-helmet'],
  ])('a %s is a grown-up beside the child, in their hat (%s)', (trade, hat) => {
    const root = parseXml(
      svgOf(`Mia helping. Place: a town. On the page: Mia (the child); ${trade}. Action: waving.`),
    );
    expect(withClass(root, 'adult')).toHaveLength(1);
    expect(withClass(root, hat)).toHaveLength(1);
  });

  it.each([
    ['doctor', 1],
    ['dentist', 0],
    ['hairdresser', 0],
    ['teacher', 0],
  ])('draws a %s with %i stethoscope round the neck: a doctor only', (trade, stethoscopes) => {
    const root = parseXml(
      svgOf(`Mia meeting ${trade}. Place: a bright room. On the page: Mia (the child); the ${trade}.`),
    );
    expect(withClass(root, 'adult')).toHaveLength(1);
    expect(withClass(root, 'stethoscope')).toHaveLength(stethoscopes);
  });

  it('wears a space helmet in space, not the hat of their work', () => {
    const root = parseXml(svgOf('Mia and the baker float among the stars. Place: outer space.'));
    expect(withClass(root, 'adult')).toHaveLength(1);
    expect(withClass(root, 'toque')).toHaveLength(0);
  });

  it('is not drawn on a page that does not name them', () => {
    const root = parseXml(svgOf('Mia helping. Place: a town. On the page: Mia (the child). Action: waving.'));
    expect(withClass(root, 'adult')).toHaveLength(0);
    expect(withClass(root, 'hat')).toHaveLength(0);
  });
});
