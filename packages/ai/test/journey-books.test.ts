/**
 * Journeys told offline by how they go: a trip to the moon goes through space, a boat over the sea, a
 * balloon through the sky, and only a walk meets a hedge. What goes wrong halfway, how the child gets past
 * it, the cheer at the end and the pictures of the way follow the way, in the six languages.
 */
import type { ProfileData } from '@storybook-app/proto';
import { createOfflineStoryteller, type WrittenStory } from '../src/storytelling';
import { lucasProfile, mayaProfile } from '@storybook-app/ai/testing';

const storyteller = createOfflineStoryteller({ today: () => new Date('2026-01-15T12:00:00Z') });

async function book(profile: ProfileData, idea: string) {
  const summary = (await storyteller.summary(profile, idea)).value;
  return (await storyteller.story(profile, summary, { idea })).value;
}

const text = (story: WrittenStory) => story.bookLayout.map((page) => page.pageText).join('\n');
const scenes = (story: WrittenStory) => story.bookLayout.map((page) => page.sceneDescription);

/** The hedge of a walk, in the six languages. */
const HEDGE = /hedge|haie|Hecke|siepe|sebe|seto/;
/** The hedge and the birds of a walk. */
const WALK = new RegExp(`${HEDGE.source}|birds|oiseaux|Vögel|uccellini|passarinhos|pájaros`);

describe('a journey through space', () => {
  it.each([
    [
      'English',
      'Maya and her teddy bear fly to the moon in a rocket',
      'a shower of tumbling space rocks',
      'the stars seemed to twinkle back',
    ],
    [
      'French',
      'Maya et son ours en peluche volent vers la lune dans une fusée',
      'une pluie de cailloux de l’espace',
      'les étoiles semblèrent scintiller avec eux',
    ],
    [
      'German',
      'Maya und ihr Teddybär fliegen mit einer Rakete zum Mond',
      'ein Schauer aus purzelnden Weltraumsteinen',
      'sogar die Sterne zurückzufunkeln schienen',
    ],
    [
      'Italian',
      'Maya e il suo orsacchiotto volano sulla luna con un razzo',
      'una pioggia di sassi spaziali',
      'perfino le stelle sembrarono brillare con loro',
    ],
    [
      'Portuguese',
      'Maya e o seu ursinho voam até a lua num foguete',
      'uma chuva de pedrinhas espaciais',
      'até as estrelas pareceram brilhar junto',
    ],
    [
      'Spanish',
      'Lucas y su osito vuelan a la luna en un cohete',
      'una lluvia de rocas espaciales',
      'hasta las estrellas parecieron brillar con ellos',
    ],
  ])(
    '%s: space rocks halfway, never a hedge, and the stars at the cheer',
    async (language, idea, setback, cheer) => {
      const profile = language === 'Spanish' ? lucasProfile('6') : mayaProfile({ language });
      const story = await book(profile, idea);
      const all = text(story);
      expect(all).toContain(setback);
      expect(all).toContain(cheer);
      expect(all).not.toMatch(WALK);
    },
  );

  it('sets off in the rocket with a count-down and steers past the rocks, not on foot', async () => {
    const story = await book(
      mayaProfile({ age: '10' }),
      'Maya and her teddy bear fly to the moon in a rocket',
    );
    const all = text(story);
    expect(all).toContain('“Three, two, one… lift-off!” shouted Maya, and up they zoomed into the sky.');
    expect(all).toContain('They zoomed on and on, past twinkling stars and faraway planets.');
    expect(all).toContain('Maya steered this way and that');
    // The skill's line is told on the ground: no map drawn in the soft earth on the way to the moon.
    expect(all).not.toMatch(/soft earth|walked|fields/);
  });

  it('draws the way in space with the rocket alongside, and the moon only once it is reached', async () => {
    const story = await book(mayaProfile(), 'Maya and her teddy bear fly to the moon in a rocket');
    const all = scenes(story);
    expect(all).toContainEqual(
      expect.stringMatching(
        /climbing aboard, ready to go\. Place: a sunny garden with flower beds\. .*Key thing: rocket\./,
      ),
    );
    expect(all).toContainEqual(expect.stringMatching(/on the way to the moon\. Place: outer space/));
    const reached = all.findIndex((scene) => scene.includes('cheering: they did it'));
    expect(reached).toBeGreaterThan(0);
    const before = all.slice(0, reached);
    expect(before.filter((scene) => scene.includes('Place: outer space')).length).toBeGreaterThanOrEqual(3);
    expect(before.join('\n')).not.toContain('Place: moon');
    expect(all[reached]).toContain('Place: moon');
    // What carries them is with them: never far away in the distance, nor reached at last.
    expect(all.join('\n')).not.toMatch(/rocket, (far away|reached)/);
  });
});

describe('a journey over the sea and through the sky', () => {
  it('meets big waves and seagulls at sea, drawn on the open sea', async () => {
    const story = await book(mayaProfile(), 'Lucas sails to Treasure Island in a little boat');
    const all = text(story);
    expect(all).toContain('the waves grew tall and bumpy');
    expect(all).toContain('kept them steady, wave after wave');
    expect(all).toContain('the seagulls joined in');
    expect(all).not.toMatch(WALK);
    expect(scenes(story).join('\n')).toContain('Place: the open sea');
  });

  it('tells the youngest readers the waves in their short sentences', async () => {
    const story = await book(mayaProfile({ age: '3' }), 'Maya sails to Treasure Island in a little boat');
    expect(text(story)).toContain('Big waves! Oh no!');
    expect(text(story)).toContain('They hold on tight.');
  });

  it.each([
    ['English', 'Maya flies to the Cloud Kingdom in a hot-air balloon', 'a big gust of wind'],
    ['French', 'Maya vole jusqu’au Royaume des Nuages en montgolfière', 'un grand coup de vent'],
    ['German', 'Maya fliegt mit einem Heißluftballon ins Wolkenreich', 'ein kräftiger Windstoß'],
  ])('%s: a gust of wind in the sky, drawn high among the clouds', async (language, idea, setback) => {
    const story = await book(mayaProfile({ language }), idea);
    expect(text(story)).toContain(setback);
    expect(text(story)).not.toMatch(/hedge|haie|Hecke/);
    const windy = scenes(story).find((scene) => scene.includes('stopping, puzzled'));
    expect(windy).toContain('Place: high up in the sky, among the clouds.');
    expect(windy).toContain('Weather: windy.');
  });

  it.each([
    ['English', "Maya's teal kite floats all the way up to the Cloud Kingdom", 'a big gust of wind'],
    [
      'French',
      'Le cerf-volant couleur turquoise de Maya s’envole jusqu’au Royaume des Nuages',
      'un grand coup de vent',
    ],
    ['German', 'Mayas Flugdrachen in Türkis fliegt bis ins Wolkenreich', 'ein kräftiger Windstoß'],
    [
      'Italian',
      'L’aquilone di colore turchese di Maya vola fino al Regno delle Nuvole',
      'una gran folata di vento',
    ],
    ['Portuguese', 'A pipa cor de turquesa de Maya sobe até o Reino das Nuvens', 'uma rajada de vento forte'],
    [
      'Spanish',
      'La cometa de color azul de Lucas sube hasta el Reino de las Nubes',
      'una fuerte ráfaga de viento',
    ],
  ])(
    '%s: the kite up to the Cloud Kingdom (a product suggestion) meets the wind, not a hedge',
    async (language, idea, setback) => {
      const profile = language === 'Spanish' ? lucasProfile('6') : mayaProfile({ language });
      const story = await book(profile, idea);
      expect(text(story)).toContain(setback);
      expect(text(story)).not.toMatch(HEDGE);
    },
  );

  it('tells the way over land to a child afraid of water or heights: no waves, no gust high up', async () => {
    const afraidOfWater = await book(
      mayaProfile({ fears: ['water'] }),
      'Maya sails to Treasure Island in a little boat',
    );
    expect(text(afraidOfWater)).not.toMatch(/wave|sea\b/);
    expect(scenes(afraidOfWater).join('\n')).not.toContain('open sea');
    const afraidOfHeights = await book(
      mayaProfile({ fears: ['heights'] }),
      'Maya flies to the Cloud Kingdom in a hot-air balloon',
    );
    expect(text(afraidOfHeights)).not.toMatch(/gust|high above/);
    expect(scenes(afraidOfHeights).join('\n')).not.toContain('high up in the sky');
    // A place feared by name, not by its fear's group.
    const afraidOfClouds = await book(
      mayaProfile({ fears: ['clouds'] }),
      'Maya flies to the Cloud Kingdom in a hot-air balloon',
    );
    expect(text(afraidOfClouds)).not.toMatch(/gust|high above/);
  });

  it('never brings a storm to a flight: Maya is afraid of thunder', async () => {
    const story = await book(mayaProfile(), 'Maya flies to the Cloud Kingdom in a hot-air balloon');
    expect(text(story)).not.toMatch(/storm|thunder|rumbl/i);
    expect(scenes(story).join('\n')).not.toContain('Weather: storm');
  });

  it.each([
    ['English', 'Maya rides her bike to the old mill', 'a big tree had fallen right across the road'],
    ['German', 'Maya fährt mit dem Zug zu Oma', 'ein großer Baum quer über der Straße'],
    ['Spanish', 'Lucas va en bicicleta al parque', 'un árbol enorme había caído atravesado en la carretera'],
  ])('%s: %s goes by road, round a fallen tree, not through a hedge', async (language, idea, setback) => {
    const profile = language === 'Spanish' ? lucasProfile('6') : mayaProfile({ language });
    const story = await book(profile, idea);
    expect(text(story)).toContain(setback);
    expect(text(story)).not.toMatch(HEDGE);
    expect(scenes(story).join('\n')).not.toContain('climbing aboard');
  });

  it('keeps the hedge for a journey on foot', async () => {
    const story = await book(mayaProfile(), 'Maya walks to the old mill by the river');
    expect(text(story)).toContain('a tall, prickly hedge blocked the path');
    expect(text(story)).toContain('the birds joined in');
  });
});

describe('someone the idea names', () => {
  it('is drawn by name as a friend, not as a nameless word', async () => {
    const story = await book(mayaProfile(), 'Lucas sails to Treasure Island in a little boat');
    const all = scenes(story).join('\n');
    expect(all).toContain('Lucas (friend)');
    expect(all).toContain('Maya and Lucas on the way');
    expect(all).not.toMatch(/\blucas\b/);
  });
});

describe('the Cloud Kingdom and the kite, as the product suggests them', () => {
  const title = async (profile: ProfileData, idea: string) =>
    (await storyteller.summary(profile, idea)).value.title;

  it.each([
    ['English', 'Maya flies to the Cloud Kingdom in a hot-air balloon', 'Maya and the Cloud Kingdom'],
    ['French', 'Maya vole jusqu’au Royaume des Nuages en montgolfière', 'Maya et le Royaume des Nuages'],
    ['German', 'Maya fliegt mit einem Heißluftballon ins Wolkenreich', 'Maya und das Wolkenreich'],
    ['Italian', 'Maya vola fino al Regno delle Nuvole in mongolfiera', 'Maya e il Regno delle Nuvole'],
    ['Portuguese', 'Maya voa até o Reino das Nuvens num balão', 'Maya e o Reino das Nuvens'],
    ['Spanish', 'Lucas vuela al Reino de las Nubes en globo', 'Lucas y el Reino de las Nubes'],
  ])(
    '%s: the place of two names is one place, in the title and on the pages',
    async (language, idea, expected) => {
      const profile = language === 'Spanish' ? lucasProfile('6') : mayaProfile({ language });
      expect(await title(profile, idea)).toBe(expected);
      const story = await book(profile, idea);
      const reached = scenes(story).find((scene) => scene.includes('cheering'));
      expect(reached).toContain('Place: cloud kingdom.');
    },
  );

  it.each([
    ['English', "Maya's rainbow kite floats all the way up to the Cloud Kingdom", 'rainbow kite'],
    [
      'French',
      'Le cerf-volant de toutes les couleurs de Maya s’envole jusqu’au Royaume des Nuages',
      'rainbow kite',
    ],
    ['French', 'Le cerf-volant turquoise de Maya s’envole jusqu’au Royaume des Nuages', 'teal kite'],
    ['German', 'Mayas Flugdrachen in allen Regenbogenfarben fliegt bis ins Wolkenreich', 'rainbow kite'],
    ['German', 'Mayas Flugdrachen in Türkis fliegt bis ins Wolkenreich', 'teal kite'],
    ['Italian', 'L’aquilone di tutti i colori di Maya vola fino al Regno delle Nuvole', 'rainbow kite'],
    ['Portuguese', 'A pipa de todas as cores de Maya sobe até o Reino das Nuvens', 'rainbow kite'],
    ['Portuguese', 'A pipa cor de turquesa de Maya sobe até o Reino das Nuvens', 'teal kite'],
    [
      'Spanish',
      'La cometa de todos los colores del arcoíris de Lucas sube hasta el Reino de las Nubes',
      'rainbow kite',
    ],
    ['Spanish', 'La cometa de color turquesa de Lucas sube hasta el Reino de las Nubes', 'teal kite'],
  ])(
    '%s: %s — the kite is drawn in its colour, and the colour is no thing of its own',
    async (language, idea, kite) => {
      const profile = language === 'Spanish' ? lucasProfile('6') : mayaProfile({ language });
      const drawn = scenes(await book(profile, idea)).join('\n');
      expect(drawn).toContain(
        `On the page: Maya (the child); ${kite}`.replace('Maya', language === 'Spanish' ? 'Lucas' : 'Maya'),
      );
      expect(drawn).not.toMatch(
        /Key thing: (?:Türkis|toutes|tutti|todas|todos|cor|color|couleurs|colori|cores|colores)\b/,
      );
    },
  );
});

describe('a journey told gently to a child who fears its way', () => {
  it.each([
    [
      'English',
      'Maya sails to Treasure Island in a little boat',
      'water',
      'the wind fell fast asleep',
      'the wind’s favourite song',
    ],
    [
      'English',
      'Maya flies to the Cloud Kingdom in a hot-air balloon',
      'heights',
      'the wind fell fast asleep',
      'the wind’s favourite song',
    ],
    [
      'French',
      'Maya navigue vers l’Île au Trésor en bateau',
      'water',
      'le vent s’endormit',
      'la chanson préférée du vent',
    ],
    [
      'German',
      'Maya segelt mit einem Boot zur Schatzinsel',
      'water',
      'schlief der Wind ein',
      'das Lieblingslied des Windes',
    ],
    [
      'Italian',
      'Maya vola fino al Regno delle Nuvole in mongolfiera',
      'heights',
      'il vento si addormentò',
      'la canzone preferita del vento',
    ],
    [
      'Portuguese',
      'Maya voa até o Reino das Nuvens num balão',
      'heights',
      'o vento pegou no sono',
      'a canção favorita do vento',
    ],
  ])(
    '%s: %s (afraid of %s) still goes as the idea says, with no waves nor anything high up',
    async (language, idea, fear, setback, more) => {
      const story = await book(mayaProfile({ language, fears: [fear] }), idea);
      const told = text(story);
      expect(told).toContain(setback);
      expect(told).toContain(more);
      expect(told).not.toMatch(/wave|vague|Welle|onda|high above|walked on and on|hedge|haie|Hecke/i);
      expect(scenes(story).join('\n')).not.toMatch(/open sea|high up in the sky/);
    },
  );
});

describe('the trouble an idea names', () => {
  it.each([
    [
      'a school bus that is too tired to climb the hill',
      'But halfway there, the school bus felt far too tired to go on.',
      'Maya cheered, “You can do it!” Bit by bit, the school bus felt stronger',
    ],
    [
      'a little turtle who is too slow to win the race',
      'But then the little turtle felt far too slow to go on.',
      'Bit by bit, the little turtle felt quicker',
    ],
    [
      'Maya is too shy to sing at the school concert',
      'But then Maya felt far too shy to go on.',
      'Biscuit snuggled close, as if to say, “You can do it!” Bit by bit, Maya felt braver',
    ],
  ])(
    '%s: what goes wrong is the trouble itself, got past with a rest and a cheer',
    async (idea, setback, fix) => {
      const told = text(await book(mayaProfile(), idea));
      expect(told).toContain(setback);
      expect(told).toContain(fix);
      // Not the plot's usual setback as well: no fallen tree for the tired bus.
      expect(told).not.toMatch(/fallen right across the road|nothing went the way they had planned/);
    },
  );

  it.each([
    [
      'un autobús escolar que está demasiado cansado para subir la colina',
      'Pero a mitad de camino, el autobús escolar estaba demasiado cansado para seguir.',
      'Poco a poco, el autobús escolar se sintió con más fuerzas',
    ],
    [
      'una tortuga que está demasiado lenta para ganar la carrera',
      'Pero de pronto, la tortuga estaba demasiado lenta para seguir.',
      'Poco a poco, la tortuga se sintió más rápida',
    ],
  ])('Spanish: %s — the trouble itself, in agreement with who has it', async (idea, setback, fix) => {
    const told = text(await book(lucasProfile('6'), idea));
    expect(told).toContain(setback);
    expect(told).toContain(fix);
    expect(told).toContain('Lucas gritó: «¡Tú puedes!».');
  });

  it('tells the youngest readers the trouble in a few words', async () => {
    const told = text(
      await book(mayaProfile({ age: '3' }), 'a school bus that is too tired to climb the hill'),
    );
    expect(told).toContain('The school bus is too tired.');
    expect(told).toContain('“You can do it!”');
  });
});

describe('a town the idea goes to by its name', () => {
  it.each([
    ['English', 'Maya goes to Paris with Grandma', 'set off for Paris', 'Paris'],
    ['French', 'Maya va à Paris avec Mamie', 'partirent vers Paris', 'Paris'],
    ['German', 'Maya fährt mit dem Zug nach Berlin', 'auf den Weg nach Berlin', 'Berlin'],
    ['Italian', 'Maya va a Roma con la nonna', 'partirono per Roma', 'Rome'],
    ['Portuguese', 'Maya vai para Lisboa com a avó', 'Lisboa', 'Lisbon'],
    ['English', 'Maya goes to Timbuktu', 'set off for Timbuktu', 'Timbuktu'],
  ])(
    '%s: "%s" goes there, drawn as a town, and nobody there is called by its name',
    async (language, idea, told, drawn) => {
      const story = await book(mayaProfile({ language }), idea);
      expect(text(story)).toContain(told);
      // Not the plan's own place instead (it was 'set off for Sunny Bay', drawn on a beach).
      expect(text(story)).not.toMatch(/Sunny Bay|Baie Ensoleillée|Sonnenbucht|Baia del Sole|Baía Ensolarada/);
      const there = scenes(story).filter((scene) =>
        scene.includes(`Place: ${drawn}, a cheerful little town`),
      );
      expect(there.length).toBeGreaterThanOrEqual(4);
      expect(scenes(story).join('\n')).not.toMatch(
        new RegExp(`${drawn} \\(friend\\)|On the page:[^.]*; ${drawn};`, 'i'),
      );
    },
  );

  it('a friend the idea names is still someone: only a journey to a name makes it a place', async () => {
    const story = await book(mayaProfile(), 'Maya plays football with Leo in the park');
    expect(scenes(story).join('\n')).toMatch(/leo/i);
    expect(scenes(story).join('\n')).not.toContain('Place: Leo');
  });

  it('Italian says "ad andare", as Italian does before an a', async () => {
    expect(text(await book(mayaProfile({ language: 'Italian' }), 'Maya va a Roma con la nonna'))).toContain(
      'riuscirono ad andare a Roma',
    );
  });
});

describe('a bedtime journey, as the product suggests one', () => {
  const idea = 'A bedtime journey to the Silver Moon for Maya';

  it('is a dream: it starts in bed at night, goes by night, lands on the moon in space, and ends in bed', async () => {
    const story = await book(mayaProfile(), idea);
    const told = text(story);
    expect(told).toContain('That night, as Maya snuggled under the blanket, she had a big idea.');
    expect(told).toContain('“Tonight is the night,” whispered Maya.');
    expect(told).toContain('Then Maya opened her eyes: she was snug in her own bed');
    expect(told).not.toMatch(/One morning|Today is the day|At sunset/);
    const drawn = scenes(story);
    // From the idea on, every page is at night, with no sun in its weather.
    expect(drawn.slice(2).every((scene) => scene.includes('Time: night.') && !scene.includes('sunny'))).toBe(
      true,
    );
    expect(drawn[2]).toContain('asleep in bed');
    expect(drawn.some((scene) => scene.includes('Place: silver moon, out in space'))).toBe(true);
    // The journey is what the child goes on, not a thing to find or draw.
    expect(drawn.join('\n')).not.toMatch(/Key thing: bedtime journey|finding the bedtime journey/);
  });
});

describe('a bedtime journey in the other languages, as the product suggests one', () => {
  it.each([
    [
      'French',
      'Un voyage avant de dormir sur la Lune d’Argent pour Maya',
      'Ce soir-là, sous sa couverture',
      'Puis Maya ouvrit les yeux',
    ],
    [
      'German',
      'Eine Gutenachtreise zum Silbermond für Maya',
      'An diesem Abend, unter der warmen Decke',
      'Dann öffnete Maya die Augen',
    ],
    [
      'Italian',
      'Un viaggio della buonanotte sulla Luna d’Argento per Maya',
      'Quella sera, sotto la coperta',
      'Poi Maya aprì gli occhi',
    ],
    [
      'Portuguese',
      'Uma viagem antes de dormir até a Lua Prateada para Maya',
      'Naquela noite, debaixo do cobertor',
      'Então Maya abriu os olhos',
    ],
    [
      'Spanish',
      'Un viaje antes de dormir a la Luna Plateada para Maya',
      'Esa noche, bajo la manta',
      'Entonces Maya abrió los ojos',
    ],
  ])('%s: starts in bed at night and wakes there', async (language, idea, start, end) => {
    const story = await book(mayaProfile({ language }), idea);
    expect(text(story)).toContain(start);
    expect(text(story)).toContain(end);
    expect(text(story)).not.toMatch(
      /Un matin|Eines Morgens|Una mattina|Certa manhã|Una mañana|prateadar|plateadar/,
    );
    expect(
      scenes(story)
        .slice(2)
        .every((scene) => scene.includes('Time: night.')),
    ).toBe(true);
  });
});

describe('the child’s gift, when the idea says how', () => {
  it('tells how drawing helps a six-year-old find the crown ("with the help of drawing")', async () => {
    const told = text(await book(mayaProfile(), 'Maya finds the missing crown with the help of drawing'));
    expect(told).toContain('drew a map in the soft earth');
  });
});
