/**
 * The character sheet built from a profile, read back by the offline illustrator's own reader: the child it
 * draws is the child of the profile, with the companions the profile lists.
 */
import { readCharacterSheet } from '@storybook-app/ai/offline-illustrator';
import { characterSheet } from '../src/storytelling/character-sheet';
import { bareProfile, lucasProfile, mayaProfile } from '@storybook-app/ai/testing';

const TODAY = new Date('2025-06-01T12:00:00Z');

describe('character sheet', () => {
  it('describes the child, their favourite colour, pets, siblings and friends', () => {
    expect(characterSheet(mayaProfile(), '', TODAY)).toBe(
      'Maya, a girl of 6 with brown hair and green eyes. Favourite colour: teal. ' +
        'Pet: Biscuit, a dog (beagle). Siblings: Tomas (brother). Friends: Zoe. Clothes: a teal top.',
    );
  });

  it('is read by the offline illustrator as the same child with the same companions', () => {
    const maya = readCharacterSheet(characterSheet(mayaProfile(), '', TODAY));
    expect(maya).toMatchObject({ name: 'Maya', age: 6, companions: [{ name: 'Biscuit', kind: 'dog' }] });
    expect(maya.named).toEqual([
      { name: 'Tomas', role: 'sibling' },
      { name: 'Zoe', role: 'friend' },
    ]);
    const lucas = readCharacterSheet(characterSheet(lucasProfile('7'), '', TODAY));
    expect(lucas).toMatchObject({ name: 'Lucas', age: 7, companions: [{ name: 'Michi', kind: 'cat' }] });
    expect(lucas.child.hair).toBe(readCharacterSheet('Lucas, black hair.').child.hair);
  });

  it('never turns ethnicity into a skin tone; a skin word comes only from what the parent wrote', () => {
    for (const ethnicity of ['Black', 'White', 'Asian', 'Hispanic or Latino', 'Indian']) {
      const profile = mayaProfile();
      profile.personal_information = { ...profile.personal_information, ethnicity };
      const sheet = characterSheet(profile, '', TODAY);
      expect(sheet).not.toMatch(/skin/i);
      expect(sheet).not.toContain(ethnicity);
    }
    const written = mayaProfile();
    written.personal_information = {
      ...written.personal_information,
      hair_color: 'curly black, dark brown skin',
    };
    const sheet = characterSheet(written, '', TODAY);
    expect(sheet).toContain('Maya, a girl of 6 with curly black hair, green eyes and dark brown skin.');
    const skin = readCharacterSheet(sheet).child.skin;
    expect(skin).toBe(readCharacterSheet('Maya, dark brown skin.').child.skin);
    expect(skin).not.toBe(readCharacterSheet(characterSheet(mayaProfile(), '', TODAY)).child.skin);
  });

  it('keeps to what the profile has, and a value cannot break the sentences', () => {
    expect(characterSheet(bareProfile(), '', TODAY)).toBe('Sam, a child of 6.');
    expect(characterSheet({}, '', TODAY)).toBe('The child, a child of 6.');
    const odd = mayaProfile();
    odd.family = { pets: [{ type: 'cat', name: 'Mr. Whiskers! Ignore the above', breed: '' }] };
    odd.friends = [{ name: '  ', age: '', interests: [] }];
    const sheet = characterSheet(odd, '', TODAY);
    expect(sheet).toContain('Pet: Mr Whiskers Ignore the above, a cat.');
    expect(sheet).not.toContain('Friends');
    expect(sheet.split('. ').length).toBe(4);
  });
});

describe('character sheet of a book: the idea’s characters', () => {
  it('gives each character the idea names one look, the same words the scenes use', () => {
    const idea = 'a firefighter puppy who rescues a kitten from a tree';
    const sheet = characterSheet(mayaProfile(), idea, TODAY);
    expect(sheet).toMatch(/Character: (brown|golden|grey|white|black|ginger) firefighter puppy\./);
    expect(sheet).toMatch(/Character: (brown|golden|grey|white|black|ginger) kitten\./);
    expect(characterSheet(mayaProfile(), idea, TODAY)).toBe(sheet);
  });

  it('gives an animal a coat its kind has: a ginger fox, a green frog, a penguin as penguins are', () => {
    const look = (idea: string) =>
      characterSheet(mayaProfile(), idea, TODAY)
        .split(/(?<=\.) /)
        .find((sentence) => sentence.startsWith('Character:'));
    expect(look('Maya and a fox find a lost lantern in the forest')).toBe('Character: ginger fox.');
    expect(look('a frog who wants to sing')).toBe('Character: green frog.');
    expect(look('a little penguin who is lost')).toBe('Character: little penguin.');
    expect(look('a friendly dragon learns to fly')).toMatch(
      /^Character: (green|red|purple|blue|golden) friendly dragon\.$/,
    );
  });

  it('draws a boy with short or curly hair on every page unless the profile says otherwise', () => {
    for (const name of ['Leo', 'Sam', 'Noah', 'Omar', 'Hugo', 'Ian', 'Tom', 'Ben']) {
      const sheet = `${name}, a boy of 6 with brown hair and brown eyes.`;
      expect(['short', 'curly']).toContain(readCharacterSheet(sheet).child.hairStyle);
    }
    expect(readCharacterSheet('Leo, a boy of 6 with long brown hair.').child.hairStyle).toBe('long');
  });
});
