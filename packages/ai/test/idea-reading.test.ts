/**
 * How the offline storyteller reads an idea's words, where a parent's ordinary phrasing was misread: a
 * French describing word after its noun taken for the verb, a place of two names cut in two, a colour after
 * its noun taken for a thing.
 */
import { readIdea } from '../src/storytelling/offline/idea';

const read = (language: string, idea: string) => {
  const reading = readIdea(idea, language, ['Maya', 'Mimi'], [], 'girl');
  return {
    cast: reading.cast.map((part) => part.then),
    things: reading.things.map((part) => part.then),
    english: [...reading.cast, ...reading.things].map((part) => part.english),
    place: reading.place?.english,
    town: reading.place?.town,
    verb: reading.action?.infinitive,
    trouble: reading.action?.trouble,
    plural: reading.things.map((part) => part.plural),
  };
};

describe('reading an idea', () => {
  it.each([
    ['une fusée magique vole jusqu’à la lune', 'la fusée magique', 'voler'],
    ['un bus scolaire qui monte la colline', 'le bus scolaire', 'monter'],
    ['une licorne magique danse sous la pluie', 'la licorne magique', 'danser'],
  ])('French: "%s" — the word after the noun describes it, the verb comes next', (idea, lead, verb) => {
    const reading = read('French', idea);
    expect(reading.cast).toEqual([lead]);
    expect(reading.verb).toBe(verb);
  });

  it.each([
    ['French', 'Maya vole jusqu’au Royaume des Nuages en montgolfière', 'cloud kingdom'],
    ['Italian', 'Maya vola fino al Regno delle Nuvole in mongolfiera', 'cloud kingdom'],
    ['Spanish', 'Maya navega a la Isla del Tesoro en un barco', 'treasure island'],
    ['German', 'Maya segelt mit einem Boot zur Schatzinsel', 'treasure island'],
  ])('%s: a place of two names is one place: %s', (language, idea, place) => {
    expect(read(language, idea).place).toBe(place);
  });

  it('German: an -eln or -ern verb keeps its ending (segelt: segeln, wandert: wandern; spielt: spielen)', () => {
    expect(read('German', 'Maya segelt zur Insel').verb).toBe('segeln');
    expect(read('German', 'Maya wandert in den Wald').verb).toBe('wandern');
    expect(read('German', 'Maya spielt im Garten').verb).toBe('spielen');
  });

  it.each([
    ['German', 'Mayas Flugdrachen in Türkis fliegt bis ins Wolkenreich', 'teal kite'],
    ['Spanish', 'La cometa de color turquesa de Maya sube hasta el Reino de las Nubes', 'teal kite'],
    ['Portuguese', 'A pipa de todas as cores de Maya sobe até o Reino das Nuvens', 'rainbow kite'],
    ['English', "Maya's rainbow kite floats all the way up to the Cloud Kingdom", 'rainbow kite'],
  ])('%s: a colour after its noun describes it, never a thing of its own: %s', (language, idea, kite) => {
    const reading = read(language, idea);
    expect(reading.english).toEqual([kite]);
    expect(reading.things).toEqual([]);
  });

  it('German: a colour joins the part before it only on its own side of the verb', () => {
    expect(read('German', 'ein Hund malt in Rot').english).toEqual(['dog', 'red']);
  });

  it('English: "too tired to" names the trouble in the way; "happy to" names none', () => {
    expect(read('English', 'a school bus that is too tired to climb the hill')).toMatchObject({
      verb: 'climb',
      trouble: 'tired',
    });
    expect(read('English', 'a dragon who is very happy to bake cakes').trouble).toBeUndefined();
    expect(
      read('Spanish', 'un autobús escolar que está demasiado cansado para subir la colina'),
    ).toMatchObject({ cast: ['el autobús escolar'], verb: 'subir', trouble: 'cansado' });
  });

  it.each([
    ['Spanish', 'Sofía rescata un gatito en el parque', ['Sofía', 'el gatito'], 'rescatar'],
    ['Portuguese', 'Sofia resgata um gatinho', ['Sofia', 'o gatinho'], 'resgatar'],
    ['French', 'Sophie cherche un trésor sur la plage', ['Sophie'], 'chercher'],
    ['Italian', 'Sofia viaggia a Roma', ['Sofia'], 'viaggiare'],
  ])(
    '%s: "%s" — someone by a name nobody knows does what the next word says',
    (language, idea, cast, verb) => {
      // The verb was read as a describing word after a noun: 'Sofía rescata' was one character, with no action.
      const reading = read(language, idea);
      expect(reading.cast).toEqual(cast);
      expect(reading.verb).toBe(verb);
    },
  );

  it.each([
    ['English', 'Maya goes to Paris with Grandma', 'Paris'],
    ['English', 'Maya visits London', 'London'],
    ['English', 'Maya goes to Timbuktu', 'Timbuktu'],
    ['French', 'Maya va à Paris avec Mamie', 'Paris'],
    ['German', 'Maya fährt nach Berlin', 'Berlin'],
    ['Italian', 'Maya va a Roma con la nonna', 'Rome'],
    ['Spanish', 'Maya viaja a Madrid con su abuela', 'Madrid'],
    ['Portuguese', 'Maya vai para Lisboa', 'Lisbon'],
  ])('%s: "%s" goes to a town by its name, nobody called %s', (language, idea, town) => {
    const reading = read(language, idea);
    expect(reading).toMatchObject({ place: town, town: true });
    expect(reading.english.join(' ')).not.toContain(town);
  });

  it('a friend played with is still someone, and "in the park" is no town', () => {
    expect(read('English', 'Maya plays football with Leo in the park')).toMatchObject({
      cast: ['Leo'],
      place: 'park',
      town: undefined,
    });
  });

  it('English: what something is compared with is not where the idea happens ("taller than the house")', () => {
    expect(read('English', 'Maya plants a sunflower that grows taller than the house').place).toBeUndefined();
  });

  it('German: a noun with no article that the glossary knows only in the singular is a plural', () => {
    expect(read('German', 'Maya pflanzt Sonnenblumen im Garten')).toMatchObject({
      english: ['sunflower'],
      plural: [true],
    });
    expect(read('German', 'Maya pflanzt eine Sonnenblume').plural).toEqual([false]);
  });

  it.each([
    ['Portuguese', 'Uma viagem antes de dormir até a Lua Prateada para Maya', 'fazer'],
    ['Spanish', 'Un viaje antes de dormir a la Luna Plateada para Maya', 'hacer'],
  ])(
    '%s: a capital inside the idea starts a name, never a verb ("Prateada" was read "prateadar")',
    (language, idea, verb) => {
      const reading = readIdea(idea, language, ['Maya'], [], 'girl');
      expect(reading.action?.phrase ?? '').not.toMatch(/plateadar|prateadar/);
      expect(reading.action?.infinitive ?? verb).toBe(verb);
    },
  );

  it('Portuguese: a long idea is cut after a place name, never inside it ("na Baía do Sol")', () => {
    const reading = readIdea(
      'Maya e uma lontra levam um bolo de aniversário para uma festa na Baía do Sol',
      'Portuguese',
      ['Maya'],
      [],
      'girl',
    );
    expect(reading.action?.phrase).toMatch(/Baía do Sol$/);
  });

  it('German: a relative clause comes after the verb, behind a comma; "Oma den Kuchen" is no relative clause', () => {
    const phrase = (idea: string) => readIdea(idea, 'German', ['Maya'], [], 'girl').action?.phrase;
    expect(phrase('Maya findet einen goldenen Schlüssel, der eine geheime Tür im Garten öffnet')).toBe(
      'einen goldenen Schlüssel finden, der eine geheime Tür im Garten öffnet',
    );
    expect(phrase('Maya bringt Oma den Kuchen')).toBe('Oma den Kuchen bringen');
  });
});
