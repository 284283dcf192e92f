/** What the offline illustrator reads from a page's text and from the character sheet. */
import { drawPicture, readCharacterSheet, readScene } from '@storybook-app/ai/offline-illustrator';
import { ANIMALS as STORY_ANIMALS } from '../src/storytelling/offline/lexicon';

describe('readScene', () => {
  it.each([
    ['Mia walked deep into the dark green forest.', 'forest'],
    ['They built a sandcastle on the beach by the sea.', 'beach'],
    ['Under the sea, a mermaid waved from the coral reef.', 'underwater'],
    ['The rocket zoomed past a purple planet in outer space.', 'space'],
    ['The princess opened the gates of the castle.', 'castle'],
    ['The bus rolled down the busy city street.', 'city'],
    ['Snowflakes fell as they built a snowman.', 'snow'],
    ['Mia snuggled into her bed in her cosy bedroom.', 'home'],
    ['Mia picked flowers in the meadow.', 'meadow'],
    // A garden's flower beds are not a bedroom.
    ['Place: a colourful garden with flower beds, a vegetable patch and a swing.', 'meadow'],
    ['Mia smiled.', 'meadow'],
    ['El niño jugaba en la playa junto al mar.', 'beach'],
    ['Ils se promenaient dans la forêt.', 'forest'],
    ['Sie bauten einen Schneemann im Schnee.', 'snow'],
    ['Das Schloss stand auf dem Hügel.', 'castle'],
    // High up on the way: the phrase, not every cloud in a sky.
    ['Place: high up in the sky, among the clouds.', 'sky'],
    ['Maya flotaba entre las nubes.', 'sky'],
    ['Two white clouds drifted over the meadow.', 'meadow'],
  ])('reads %j as %s', (text, setting) => {
    expect(readScene(text).setting).toBe(setting);
  });

  it.each([
    ['The sun was shining.', 'day'],
    ['At night the moon rose over the hills.', 'night'],
    ['In the morning, at sunrise, they set off.', 'dawn'],
    ['At sunset the sky turned pink.', 'dusk'],
    ['La luna brillaba en la noche.', 'night'],
    ['Die Sterne leuchteten in der Nacht.', 'night'],
    ['A sunny day with one star-shaped cloud.', 'day'],
  ])('reads the time of %j as %s', (text, time) => {
    expect(readScene(text).time).toBe(time);
  });

  it('reads the weather', () => {
    expect(readScene('It was raining, and thunder rumbled.').weather).toEqual(['rain', 'storm']);
    expect(readScene('A rainbow after the rain, and a kite in the wind.').weather).toEqual([
      'rain',
      'rainbow',
      'wind',
    ]);
    expect(readScene('Il neige.').weather).toEqual(['snowfall']);
    expect(readScene('A sunny meadow.').weather).toEqual([]);
  });

  it('reads autumn from a labelled season or its name, and "fall" only where it is the season', () => {
    expect(readScene('Place: a park. Season: autumn, with red and golden leaves.').season).toBe('autumn');
    expect(readScene('Los árboles en otoño.').season).toBe('autumn');
    expect(readScene('They jumped in the fallen leaves.').season).toBe('autumn');
    expect(readScene('A leaf may fall. Mia did not fall asleep.').season).toBeUndefined();
    expect(readScene('A sunny meadow.').season).toBeUndefined();
    // Snow is winter already.
    expect(readScene('Snow fell on the autumn hills.').season).toBeUndefined();
  });

  it('finds animals in four languages, with a colour named next to them', () => {
    expect(readScene('A white rabbit and two puppies').animals).toEqual([
      { kind: 'dog', colour: undefined },
      { kind: 'rabbit', colour: '#f7f4ee' },
    ]);
    expect(readScene('El gato negro y el pingüino').animals).toEqual([
      { kind: 'cat', colour: '#2f2b2b' },
      { kind: 'penguin', colour: undefined },
    ]);
    expect(readScene('Un renard et des oiseaux').animals.map((animal) => animal.kind)).toEqual([
      'fox',
      'bird',
    ]);
    expect(readScene('Der Bär und die Mäuse').animals.map((animal) => animal.kind)).toEqual([
      'bear',
      'mouse',
    ]);
  });

  it('draws every animal (and the fairy and the mermaid) the offline storyteller puts on a page', () => {
    const told = Object.entries(STORY_ANIMALS);
    expect(told.length).toBeGreaterThan(40);
    for (const [key, { scene }] of told) {
      const prompt = `Maya meets the ${scene}. Place: a meadow. On the page: Maya (the child); ${scene}.`;
      const [animal] = readScene(prompt).animals;
      expect([key, animal?.kind]).toEqual([key, expect.any(String)]);
      const { svg } = drawPicture({ prompt, characterSheet: 'Maya, a girl of 6.', seed: 1 }, false);
      expect([key, svg.includes(`class="animal ${animal!.kind}"`)]).toEqual([key, true]);
    }
  });

  it('reads an animal named in two words as one animal', () => {
    const kinds = (text: string) => readScene(text).animals.map((animal) => animal.kind);
    expect(kinds('Her guinea pig squeaked.')).toEqual(['guineapig']);
    expect(kinds('A tiger cub and a lion cub.')).toEqual(['lion', 'tiger']);
    expect(kinds('A panda bear ate bamboo.')).toEqual(['panda']);
    expect(kinds('Mon cochon d’inde dort.')).toEqual(['guineapig']);
    expect(kinds("Mon cochon d'inde dort.")).toEqual(['guineapig']);
    // Spanish "mono" also says "cute": no monkey is read from it.
    expect(kinds('¡Qué perro tan mono!')).toEqual(['dog']);
  });

  it('does not read English words that only look like French ones', () => {
    expect(readScene('They had a long chat about ours and theirs.').animals).toEqual([]);
  });

  it('keeps at most three animals and three things', () => {
    const scene = readScene('A cat, a dog, a fox, a frog, a ball, a kite, a book, a cake and a gift.');
    expect(scene.animals).toHaveLength(3);
    expect(scene.things).toHaveLength(3);
  });

  it('finds things and people', () => {
    const scene = readScene('Mum gave Mia a balloon and her friend a crown.');
    expect(scene.things).toEqual(['balloon', 'crown']);
    expect(scene.people).toEqual(['parent', 'friend']);
  });

  it('finds someone the story meets by their work, the one it is about before a friend', () => {
    const labelled = (cast: string) =>
      readScene(`Maya helping. Place: town. On the page: Maya (the child); ${cast}.`);
    expect(labelled('baker; Biscuit (dog)').people).toEqual(['baker']);
    expect(labelled('baker; Zoe (friend); Mama (mother)').people).toEqual(['baker', 'parent']);
    expect(readScene('Le boulanger avait besoin d’un coup de main.').people).toEqual(['baker']);
    expect(readScene('Der Feuerwehrmann kam mit der Leiter.').people).toEqual(['firefighter']);
    expect(readScene('The farmer fed the hens.').people).toEqual(['farmer']);
  });

  it('does not take a made-up animal for someone at work: a firefighter puppy is a puppy', () => {
    const scene = readScene('On the page: Leo (the child); brown firefighter puppy (dog). Action: running.');
    expect(scene.people).toEqual([]);
    expect(scene.animals.map((animal) => animal.kind)).toEqual(['dog']);
  });

  it('draws the pet and the friends the character sheet names when the page names them', () => {
    const sheet = readCharacterSheet('Mia, 5. Pet: Biscuit, a white dog. Friend: Sam.');
    const scene = readScene('Biscuit and Sam came too.', sheet.companions, sheet.named, [sheet.name]);
    expect(scene.animals).toEqual([{ kind: 'dog', colour: '#f7f4ee' }]);
    expect(scene.people).toEqual(['friend']);
  });

  it('never reads a name as a word: a cat called Luna is not the moon', () => {
    const sheet = readCharacterSheet('Leo, 7. Pets: Luna (cat). Sister: Rose.');
    const scene = readScene('Luna and Rose played in the sunny garden.', sheet.companions, sheet.named, [
      sheet.name,
    ]);
    expect(scene.time).toBe('day');
    expect(scene.moon).toBe(false);
    expect(scene.animals.map((animal) => animal.kind)).toEqual(['cat']);
    expect(scene.people).toEqual(['sibling']);
  });
});

describe('readCharacterSheet', () => {
  it('reads hair, eyes, skin, age, glasses, freckles and the favourite colour', () => {
    const sheet = readCharacterSheet(
      'Mia, a girl of 5 with curly red hair, green eyes, dark skin, glasses and freckles. Favourite colour: purple.',
    );
    expect(sheet.name).toBe('Mia');
    expect(sheet.age).toBe(5);
    expect(sheet.child).toMatchObject({
      hair: '#b5502a',
      hairStyle: 'curly',
      eyes: '#4f9a5a',
      skin: '#7d5036',
      shirt: '#8e5cc9',
      glasses: true,
      freckles: true,
      adult: false,
    });
  });

  it('reads "hair: dark brown" and "eyes: blue" forms and other languages', () => {
    expect(readCharacterSheet('Leo. Hair: dark brown, short. Eyes: blue. Age 9.').child).toMatchObject({
      hair: '#4b301d',
      hairStyle: 'short',
      eyes: '#3d7cc9',
    });
    expect(readCharacterSheet('Lucía, 6 años, pelo rubio y largo, ojos azules').child).toMatchObject({
      hair: '#e8c66a',
      hairStyle: 'long',
      eyes: '#3d7cc9',
    });
    expect(readCharacterSheet('Jonas, 4 Jahre, blonde Haare, blaue Augen').child).toMatchObject({
      hair: '#e8c66a',
      eyes: '#3d7cc9',
    });
  });

  it('makes an older child taller', () => {
    const heights = [2, 5, 8, 12].map((age) => readCharacterSheet(`Sam, age ${age}`).child.height);
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(new Set(heights).size).toBe(4);
  });

  it('gives a mid skin tone when the sheet names none, and never guesses it from other words', () => {
    const plain = readCharacterSheet('Ava, 6, brown hair').child.skin;
    expect(plain).toBe('#e2ad85');
    expect(readCharacterSheet('Ava, 6, brown hair, Black, loves dark chocolate').child.skin).toBe(plain);
  });

  it('is the same child for the same sheet', () => {
    const sheet = 'Noah, 7, likes dinosaurs';
    expect(readCharacterSheet(sheet)).toEqual(readCharacterSheet(sheet));
  });

  it.each([
    ['Pet: Biscuit, a white dog.', { name: 'Biscuit', kind: 'dog', colour: '#f7f4ee' }],
    ['Has a cat named Luna.', { name: 'Luna', kind: 'cat', colour: undefined }],
    ['Pets: Pip (rabbit), Nemo (fish).', { name: 'Pip', kind: 'rabbit', colour: undefined }],
    ['Su perro se llama Toby.', { name: 'Toby', kind: 'dog', colour: undefined }],
    ["Son chat noir s'appelle Minou.", { name: 'Minou', kind: 'cat', colour: '#2f2b2b' }],
    ['Ihr Hund heißt Bello.', { name: 'Bello', kind: 'dog', colour: undefined }],
  ])('finds the companion in %j', (text, companion) => {
    const found = readCharacterSheet(`Mia, 5. ${text}`).companions[0];
    expect(found).toEqual(companion);
  });

  it('finds the friends and siblings by name, not the child', () => {
    expect(readCharacterSheet('Mia, 5. Friends: Sam and Lily. Sister: Ana.').named).toEqual([
      { name: 'Sam', role: 'friend' },
      { name: 'Lily', role: 'friend' },
      { name: 'Ana', role: 'sibling' },
    ]);
  });
});

describe('a labelled scene of an idea story', () => {
  const prompt =
    'Maya and the firefighter puppy finding the kitten. Place: a sunny forest. Time: day. Weather: sunny. ' +
    'On the page: Maya (the child); brown firefighter puppy; grey kitten; Biscuit (dog). ' +
    'Key thing: kitten, stuck and in need of help. Action: looking up.';
  const sheet = readCharacterSheet('Maya, a girl of 6. Pet: Biscuit, a white dog.');
  const scene = readScene(prompt, sheet.companions, sheet.named, ['Maya']);

  it('draws every character it lists, two dogs when the pet meets the idea’s puppy, each in its colour', () => {
    expect(scene.animals).toEqual(
      expect.arrayContaining([
        { kind: 'dog', colour: expect.any(String) },
        { kind: 'cat', colour: expect.any(String) },
      ]),
    );
    expect(scene.animals.filter((animal) => animal.kind === 'dog')).toHaveLength(2);
  });

  it('puts a stuck animal up a tree and takes the pose from the action', () => {
    expect(scene.stuck).toBe('cat');
    expect(scene.pose).toBe('wave');
    expect(scene.setting).toBe('forest');
  });

  it('draws the setting the place names, whatever is on the page: a bus up a hill is on the hill', () => {
    const scene = readScene(
      'Maya and the school bus on the way to the hill. Place: hill. On the page: Maya (the child); school bus. Action: looking up.',
    );
    expect(scene.setting).toBe('meadow');
    expect(scene.things).toContain('bus');
    expect(
      readScene('Maya and the school bus waving. On the page: Maya (the child); school bus.').setting,
    ).toBe('city');
  });

  it('keeps the colour the page names beside a thing', () => {
    expect(readScene('On the page: Maya (the child); teal kite. Action: walking.').thingColours).toEqual({
      kite: '#2a9d8f',
    });
    expect(readScene('Maya flies a kite.').thingColours).toEqual({});
    expect(readScene('On the page: Maya (the child); rainbow kite.').thingColours).toEqual({
      kite: 'rainbow',
    });
  });

  it('does not draw a key thing that is out of sight, and draws it once it is found', () => {
    const searching = (key: string) =>
      readScene(
        `Maya searching everywhere. Place: a sunny forest. On the page: Maya (the child); Biscuit (dog). Key thing: ${key}. Action: looking up.`,
        sheet.companions,
        sheet.named,
        ['Maya'],
      );
    const hidden = searching('lost kitten, hidden somewhere out of sight');
    expect(hidden.animals.map((animal) => animal.kind)).toEqual(['dog']);
    expect(hidden.setting).toBe('forest');
    expect(searching('lost kitten, found at last').animals.map((animal) => animal.kind)).toEqual([
      'dog',
      'cat',
    ]);
    expect(searching('a treasure chest, hidden somewhere out of sight').things).toEqual([]);
  });

  it('does not draw a hidden key thing the page text names (the offline illustrator reads both)', () => {
    const page = (key: string) =>
      readScene(
        `Maya and the fox searching everywhere. Place: forest. On the page: Maya (the child); ginger fox. Key thing: ${key}. Action: looking up.\n“Where could it be?” wondered Maya. They looked high and low for the lost lantern.`,
      );
    expect(page('lost lantern, hidden somewhere out of sight').things).toEqual([]);
    expect(page('lost lantern, found at last').things).toEqual(['lantern']);
    const kitten = readScene(
      'Maya searching everywhere. Place: garden. Key thing: her lost kitten, hidden somewhere out of sight.\nMaya looked everywhere for her kitten, but no kittens were there.',
    );
    expect(kitten.animals).toEqual([]);
  });
});
