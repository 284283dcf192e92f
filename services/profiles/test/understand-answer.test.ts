import { ANSWER_LANGUAGES } from '../src/interview/answer-languages';
import { parseEthnicity, parseGender, parseLanguage } from '../src/interview/answer-parsers';
import {
  findAge,
  findName,
  findNameAndAge,
  isNotAName,
  meansNothing,
  meansYes,
  readCompanion,
  readNumber,
  splitList,
  withoutYes,
} from '../src/interview/understand-answer';

describe('a name and an age in one sentence', () => {
  it.each([
    // English
    ['Her name is Maya and she is 7 years old', 'Maya', 7],
    ['maya is seven', 'Maya', 7],
    ["My son's name is Leo, he's 4", 'Leo', 4],
    ['She is called Zoë, 6 years old', 'Zoë', 6],
    ['Maya, 7', 'Maya', 7],
    ['Maya', 'Maya', null],
    ["She's seven", null, 7],
    // Spanish
    ['Se llama Lucía y tiene seis años', 'Lucía', 6],
    ['Mi hija se llama Sofía, tiene 5', 'Sofía', 5],
    ['Lucía, once años', 'Lucía', 11],
    ['Tiene seis años', null, 6],
    // French
    ["Elle s'appelle Léa, elle a 5 ans", 'Léa', 5],
    ["Il s'appelle Hugo et il a dix-sept ans", 'Hugo', 17],
    ['Son prénom est Chloé, elle a sept ans', 'Chloé', 7],
    ['Elle a 5 ans', null, 5],
    // German
    ['Er heißt Jonas und ist sieben', 'Jonas', 7],
    ['Sie heißt Lena, sie ist 4 Jahre alt', 'Lena', 4],
    ['Mein Sohn Jonas ist sieben', 'Jonas', 7],
    ['Er heißt Otto und ist elf', 'Otto', 11],
    // Italian
    ['Si chiama Giulia e ha otto anni', 'Giulia', 8],
    ['Mio figlio si chiama Luca, ha sette anni', 'Luca', 7],
    ['Ha sei anni', null, 6],
    // Portuguese
    ['O nome dele é Pedro, tem 6 anos', 'Pedro', 6],
    ['Ela se chama Ana e tem sete anos', 'Ana', 7],
    ['Chama-se Tiago, tem dez anos', 'Tiago', 10],
    ['Tem sete anos', null, 7],
  ])('%j → %j, %j', (sentence, name, age) => {
    expect(findNameAndAge(sentence)).toEqual({ name, age });
  });
});

describe('ages', () => {
  it.each([
    // Number words in the six languages, alone.
    ['seven', 7],
    ['sieben', 7],
    ['seis', 6],
    ['sept', 7],
    ['sette', 7],
    ['sete', 7],
    ['dieciséis', 16],
    ['dieciseis', 16],
    ['zwölf', 12],
    ['quatorze', 14],
    ['catorze', 14],
    ['diciassette', 17],
    ['três', 3],
    ['once', 11],
    // Digits.
    ['6', 6],
    ['7yo', 7],
    ['she is 7 and a half', 7],
    // Not an age.
    ['42', null],
    ['old enough', null],
    ['', null],
  ])('%j → %j', (answer, age) => expect(findAge(answer)).toBe(age));

  it('prefers the number said as an age over a name that is also a number', () => {
    expect(findAge('Er heißt Otto und ist sieben')).toBe(7);
  });

  it('does not take an article for "one"', () => {
    expect(findAge('Il a un chat')).toBeNull();
    expect(findAge('Tiene un perro')).toBeNull();
    expect(findAge('Elle a un an')).toBe(1);
    expect(findAge('Er ist ein Jahr alt')).toBe(1);
  });

  it('reads a number word in every language of the table, 0 to 17', () => {
    for (const words of Object.values(ANSWER_LANGUAGES)) {
      expect(words.numbers).toHaveLength(18);
      words.numbers.forEach((spellings, value) => {
        for (const spelling of spellings.split('|')) expect(readNumber(spelling)).toBe(value);
      });
    }
  });
});

describe('names that are not names', () => {
  it.each([
    'yes',
    'no',
    'ok',
    'none',
    'sí',
    'si',
    'oui',
    'ja',
    'nein',
    'sim',
    'não',
    'nao',
    'nessuno',
    'nadie',
    'personne',
    'niemand',
    'ninguém',
    'niente',
    '7',
    'seven',
    'sieben',
    'M',
    'x',
    'the',
    'she',
    'und',
    'le',
    'o',
    'Maya7',
  ])('%j is refused', (word) => {
    expect(isNotAName(word)).toBe(true);
    expect(findName(word)).toBeNull();
  });

  it.each(['Maya', 'Zoë', 'Léa', 'Jonas', 'José', 'Anne-Marie', "D'Arcy", 'Otto'])('%j is a name', (word) => {
    expect(findName(word)).toBe(word);
  });

  it('takes a name that is also a word when it is said alone, or after "her name is"', () => {
    expect(findName('Ella')).toBe('Ella');
    expect(findName('Mia, 6')).toBe('Mia');
    expect(findName('Her name is Elle')).toBe('Elle');
    expect(findName('Ella tiene seis años')).toBeNull();
    expect(findName('Elle a 5 ans')).toBeNull();
  });

  it('finds no name in a sentence without one', () => {
    expect(findName("I don't know")).toBeNull();
    expect(findName('she is seven')).toBeNull();
    expect(findName('Es muy tímida')).toBeNull();
  });
});

describe('yes and no', () => {
  it.each(['yes', 'Yes!', 'yeah', 'sí', 'oui', 'ja', 'sì', 'sim', 'of course'])('%j means yes', (answer) =>
    expect(meansYes(answer)).toBe(true),
  );
  it.each(['Yes, a dog', 'Maya', 'no'])('%j does not mean yes alone', (answer) =>
    expect(meansYes(answer)).toBe(false),
  );

  it.each([
    'none',
    'no',
    'No.',
    'nothing',
    'nobody',
    'no one',
    'not really',
    'n/a',
    'nada',
    'ninguno',
    'No tiene mascotas',
    'rien',
    'aucun',
    'non',
    'nein',
    'keine Haustiere',
    'niemand',
    'nessuno',
    'niente',
    'não',
    'Não tem',
    'nenhum',
  ])('%j means nothing', (answer) => expect(meansNothing(answer)).toBe(true));

  it.each(['cats', 'Noah', 'Nora and Sam', 'No, but she would love a dog'])(
    '%j does not mean nothing',
    (answer) => expect(meansNothing(answer)).toBe(false),
  );

  it('takes a leading yes off an answer', () => {
    expect(withoutYes('Yes, a dog called Biscuit')).toBe('a dog called Biscuit');
    expect(withoutYes('sí, un gato')).toBe('un gato');
    expect(withoutYes('yes')).toBe('');
    expect(withoutYes('Yasmin')).toBe('Yasmin');
  });
});

describe('lists, as the parent wrote them', () => {
  it.each([
    ['cats and dogs', ['cats', 'dogs']],
    ['a cat, the dogs and some owls', ['cat', 'dogs', 'owls']],
    ['She loves cats and dogs', ['cats', 'dogs']],
    ['gatos y perros', ['gatos', 'perros']],
    ['le gustan los gatos y los perros', ['gatos', 'perros']],
    ['chats et chiens', ['chats', 'chiens']],
    ["l'orage", ['orage']],
    ['Katzen, Hunde', ['Katzen', 'Hunde']],
    ['Katzen und Hunde', ['Katzen', 'Hunde']],
    ['gatti e cani', ['gatti', 'cani']],
    ['o gato e o cão', ['gato', 'cão']],
    ['Yes, Zoe and Sam', ['Zoe', 'Sam']],
    ['none', []],
    ['nada', []],
    ['yes', []],
  ])('%j → %j', (answer, items) => expect(splitList(answer)).toEqual(items));
});

describe('companions', () => {
  it.each([
    ['a dog called Biscuit', { kind: 'dog', name: 'Biscuit' }],
    ['a brother named Tom', { kind: 'brother', name: 'Tom' }],
    ['un perro que se llama Toby', { kind: 'perro', name: 'Toby' }],
    ["un chat qui s'appelle Minou", { kind: 'chat', name: 'Minou' }],
    ['ein Hund namens Bello', { kind: 'Hund', name: 'Bello' }],
    ['un gatto che si chiama Micio', { kind: 'gatto', name: 'Micio' }],
    ['uma irmã chamada Rita', { kind: 'irmã', name: 'Rita' }],
    ['Biscuit', { kind: '', name: 'Biscuit' }],
    ['a dog', { kind: 'dog', name: '' }],
    ['ein Hund', { kind: 'Hund', name: '' }],
    ['a dog called yes', { kind: 'dog', name: null }],
    ['yes', null],
    ['Nein', null],
  ])('%j → %j', (item, companion) => expect(readCompanion(item)).toEqual(companion));
});

describe('selects in the six languages', () => {
  it.each([
    ['niña', 'Girl'],
    ['une fille', 'Girl'],
    ['ein Mädchen', 'Girl'],
    ['una bambina', 'Girl'],
    ['menina', 'Girl'],
    ['niño', 'Boy'],
    ['garçon', 'Boy'],
    ['Junge', 'Boy'],
    ['maschio', 'Boy'],
    ['menino', 'Boy'],
    ['prefiero no decirlo', 'Prefer not to say'],
    ['otro', 'Other'],
  ])('gender from %j', (answer, gender) => expect(parseGender(answer)).toBe(gender));

  it.each([
    ['español', 'Spanish'],
    ['en français', 'French'],
    ['Deutsch', 'German'],
    ['italiano', 'Italian'],
    ['português', 'Portuguese'],
    ['inglés', 'English'],
  ])('language from %j', (answer, language) => expect(parseLanguage(answer)).toBe(language));

  it.each([
    ['latina', 'Hispanic or Latino'],
    ['blanca', 'White'],
    ['asiatique', 'Asian'],
    ['gemischt', 'Other'],
  ])('ethnicity from %j', (answer, ethnicity) => expect(parseEthnicity(answer)).toBe(ethnicity));
});
