/**
 * The quality report on hand-made texts in the six languages: coverage through inflections, the child
 * named, the language detected, each language's readability formula telling an easy text from a hard one,
 * the longest sentence and the child's fears.
 */
import { qualityReport, READABILITY_LIMITS, type QualityInput } from '../src/storytelling';

const base = (changes: Partial<QualityInput>): QualityInput => ({
  idea: '',
  language: 'English',
  childName: 'Maya',
  age: 6,
  fears: [],
  summary: { title: '', summary: '' },
  pages: [],
  ...changes,
});

/** A short, plain text and a long, learned one in each language. */
const TEXTS = {
  English: {
    easy: ['Maya has a red ball. She runs to the park. Her dog runs too. They play all day.'],
    hard: [
      'Notwithstanding considerable meteorological uncertainty, the distinguished administrative committee deliberately postponed its comprehensive infrastructural evaluation, anticipating substantially unfavourable consequences for municipal authorities and their constituents.',
    ],
  },
  Spanish: {
    easy: ['Maya tiene una pelota roja. Va al parque con su perro. Juegan todo el día. ¡Qué bien!'],
    hard: [
      'No obstante la considerable incertidumbre meteorológica, el distinguido comité administrativo pospuso deliberadamente su evaluación infraestructural exhaustiva, anticipando consecuencias sustancialmente desfavorables para las autoridades municipales correspondientes.',
    ],
  },
  French: {
    easy: ['Maya a une balle rouge. Elle va au parc avec son chien. Ils jouent toute la journée.'],
    hard: [
      "Nonobstant l'incertitude météorologique considérable, l'éminent comité administratif a délibérément reporté son évaluation infrastructurelle exhaustive, anticipant des conséquences substantiellement défavorables pour les autorités municipales concernées.",
    ],
  },
  German: {
    easy: ['Maya hat einen roten Ball. Sie geht mit dem Hund in den Park. Sie spielen den ganzen Tag.'],
    hard: [
      'Ungeachtet erheblicher meteorologischer Unsicherheiten verschob der ausgezeichnete Verwaltungsausschuss vorsätzlich seine umfassende infrastrukturelle Bewertungsuntersuchung, wobei außerordentlich nachteilige Auswirkungen für die zuständigen Gemeindeverwaltungsbehörden erwartet wurden.',
    ],
  },
  Italian: {
    easy: ['Maya ha una palla rossa. Va al parco con il suo cane. Giocano tutto il giorno.'],
    hard: [
      "Nonostante la considerevole incertezza meteorologica, l'illustre commissione amministrativa posticipò deliberatamente la propria valutazione infrastrutturale esaustiva, prevedendo conseguenze sostanzialmente sfavorevoli per le amministrazioni municipali competenti.",
    ],
  },
  Portuguese: {
    easy: ['Maya tem uma bola vermelha. Ela vai ao parque com o seu cão. Eles brincam o dia todo.'],
    hard: [
      'Não obstante a considerável incerteza meteorológica, o distinto comitê administrativo adiou deliberadamente a sua avaliação infraestrutural exaustiva, antecipando consequências substancialmente desfavoráveis para as autoridades municipais competentes.',
    ],
  },
} as const;

describe('quality report', () => {
  it.each(Object.keys(TEXTS) as Array<keyof typeof TEXTS>)(
    'tells an easy %s text from a hard one by its own formula, and detects the language',
    (language) => {
      const easy = qualityReport(base({ language, pages: TEXTS[language].easy }));
      const hard = qualityReport(base({ language, pages: TEXTS[language].hard }));
      expect(easy.readability.ok).toBe(true);
      expect(hard.readability.ok).toBe(false);
      expect(easy.language.matches).toBe(true);
      expect(hard.findings.join(' ')).toMatch(/too hard for a child of 6/);
      const easier =
        easy.readability.scale === 'grade'
          ? easy.readability.score < hard.readability.score
          : easy.readability.score > hard.readability.score;
      expect(easier).toBe(true);
    },
  );

  it('finds the idea’s words through their inflections, in the summary and in the pages', () => {
    const report = qualityReport(
      base({
        idea: 'a puppy who rescues kittens from a tree',
        summary: { title: 'The Puppy', summary: 'A puppy rescued a kitten from the trees.' },
        pages: ['Maya and the puppy rescue the kitten.', 'The tree was tall.'],
      }),
    );
    expect(report.ideaWords).toEqual(['puppy', 'rescues', 'kittens', 'tree']);
    expect(report.summaryCoverage).toBe(1);
    expect(report.bookCoverage).toBe(1);
    const spanish = qualityReport(
      base({
        language: 'Spanish',
        idea: 'un gatito que busca su árbol',
        summary: { title: 'Los gatitos', summary: 'Dos gatitos buscaban un árbol.' },
        pages: ['Maya ayudó a los gatitos a buscar los árboles del bosque.'],
      }),
    );
    expect(spanish.bookCoverage).toBe(1);
    expect(spanish.summaryCoverage).toBe(1);
  });

  it('finds a word typed with a straight apostrophe in a book written with a curly one', () => {
    const report = qualityReport(
      base({
        language: 'French',
        idea: "Le premier jour d'école de Maya",
        summary: {
          title: 'Le premier jour d’école de Maya',
          summary: 'C’est le premier jour d’école de Maya.',
        },
        pages: ['Maya entre à l’école : c’est son premier jour d’école !'],
      }),
    );
    expect(report.summaryCoverage).toBe(1);
    expect(report.bookCoverage).toBe(1);
  });

  it('names what the story leaves out of the idea, and fails it', () => {
    const report = qualityReport(
      base({
        idea: 'a lighthouse keeper loses his key in a storm',
        summary: { title: 'Maya', summary: 'Maya plays.' },
        pages: ['Maya plays with her ball in the garden. The sun shines.'],
      }),
    );
    expect(report.passed).toBe(false);
    expect(report.missingInBook).toEqual(['lighthouse', 'keeper', 'loses', 'key', 'storm']);
    expect(report.findings).toContain(
      'The story leaves out these words of the idea: lighthouse, keeper, loses, key, storm.',
    );
  });

  it('counts an idea with no content word (emoji) as carried', () => {
    const report = qualityReport(base({ idea: '🚀🌙', pages: ['Maya flies to the moon.'] }));
    expect(report.bookCoverage).toBe(1);
  });

  it('checks the child is named, the language, the longest sentence for the age', () => {
    const report = qualityReport(
      base({
        age: 3,
        language: 'French',
        pages: [
          'Once upon a time a little girl walked all the way to the end of the long and winding road with her dog and her cat.',
        ],
      }),
    );
    expect(report.childNamed).toBe(false);
    expect(report.language).toMatchObject({ expected: 'French', detected: 'en', matches: false });
    expect(report.longestSentence).toMatchObject({ words: 26, max: 10, ok: false });
    expect(report.readability.limit).toBe(READABILITY_LIMITS.toddler.ease);
  });

  it('fails a story that brings up a fear of the child, unless the idea itself names it', () => {
    const pages = ['Maya walked in the dark forest, and a spider smiled at her.'];
    const fears = ['spiders', 'the dark'];
    const unasked = qualityReport(base({ fears, pages, idea: 'Maya walks in the forest' }));
    expect(unasked.fears.found).toEqual(['spiders', 'the dark']);
    expect(unasked.passed).toBe(false);
    const asked = qualityReport(base({ fears, pages, idea: 'Maya is not afraid of the dark or spiders' }));
    expect(asked.fears.fromIdea).toEqual(['spiders', 'the dark']);
    expect(asked.findings.join(' ')).not.toMatch(/fears/);
  });
});
