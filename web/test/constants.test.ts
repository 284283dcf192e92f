import * as c from '../src/lib/constants';
import { lookupGenreStyle } from '../src/lib/genre-style';
import { ui } from '../src/lib/texts';

/** The spec's constants as written (storybook-spec.md §3, §5, §9). */
describe('spec constants', () => {
  it.each<[string, unknown, unknown]>([
    ['header auto-hide', c.HEADER_AUTO_HIDE_MS, 5000],
    ['landing shelf advance', c.LANDING_SHELF_ADVANCE_MS, 5000],
    ['PIN message', c.PIN_MESSAGE_MS, 5000],
    ['install prompt', c.INSTALL_PROMPT_DISMISS_MS, 30000],
    ['checkout redirect', c.CHECKOUT_REDIRECT_MS, 3000],
    ['chunk load timeout', c.CHUNK_LOAD_TIMEOUT_MS, 120000],
    ['PIN length', c.PIN_LENGTH, 4],
    ['PIN attempts', c.PIN_ATTEMPTS, 3],
    ['PIN lockout', c.PIN_LOCKOUT_MS, 300000],
    ['shelf max', c.SHELF_MAX_BOOKS, 50],
    ['shelf visible', c.SHELF_NUM_VISIBLE, 50],
    ['shelf tilt', c.SHELF_TILT_DEG, 75],
    ['active raise', c.SHELF_ACTIVE_RAISE_PX, 140],
    ['swipe threshold', c.SWIPE_THRESHOLD_PX, 10],
    ['zoom min', c.ZOOM_MIN_SCALE, 1],
    ['zoom max', c.ZOOM_MAX_SCALE, 8],
    ['pagination displayed', c.PAGINATION_PAGES_DISPLAYED, 2],
    ['pagination margin', c.PAGINATION_MARGIN_PAGES, 3],
    ['arrow keys', [c.KEY_LEFT, c.KEY_RIGHT], [37, 39]],
    ['profile schema', c.PROFILE_SCHEMA_VERSION, '1.1'],
    ['book schema', c.BOOK_SCHEMA_VERSION, 1],
    ['copyright year', c.COPYRIGHT_YEAR, 2024],
    ['default illustrator', c.DEFAULT_ILLUSTRATOR, 'Flux'],
    ['default model', c.DEFAULT_AUTHOR_MODEL, 'gpt-4o-mini'],
    ['initial credits', c.INITIAL_CREDITS, 0],
    ['default genre colour', c.DEFAULT_GENRE_COLOUR, 'light coral'],
    [
      'title image',
      c.TITLE_IMAGE,
      { svgWidth: 400, fontSizePx: 40, lineStepPx: 44, extraHeightPerLinePx: 20, lineSplitChars: 17 },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('has the illustrators at $0.04 per image', () => {
    expect(c.ILLUSTRATORS).toEqual([
      { id: 'DallE3', pricePerImageUsd: 0.04 },
      { id: 'StableDiffusion', pricePerImageUsd: 0.04 },
      { id: 'Flux', pricePerImageUsd: 0.04 },
    ]);
  });

  it('has the author models with their per-million prices', () => {
    expect(c.AUTHOR_MODELS.map((m) => [m.id, m.inputPerMillionUsd, m.outputPerMillionUsd])).toEqual([
      ['gpt-4o', 2.5, 10],
      ['gpt-4o-mini', 0.15, 0.6],
      ['claude-3-5-sonnet-latest', 3, 15],
      ['claude-3-haiku-20240307', 0.25, 1.25],
    ]);
  });

  it('has the four plans', () => {
    expect(c.PLANS.map((p) => [p.name, p.priceUsd, p.period, p.description, p.checkoutType])).toEqual([
      ['Single Adventure', 2.99, 'one-off', '1 AI adventure', 'token'],
      ['Weekly', 9.99, 'month', '1 new book every week', 'subscription'],
      ['All-week', 19.99, 'month', '7 books plus 2 free weekend extras', 'subscription'],
      ['Everyday Adventurer', 59.99, 'month', 'a new story every day', 'subscription'],
    ]);
  });

  it('names every genre for a parent, and only the genres there are', () => {
    expect(Object.keys(ui.genreNames)).toEqual([...c.GENRES]);
  });

  it('styles all 12 genres (weight 700)', () => {
    expect(c.GENRES).toHaveLength(12);
    expect(
      c.GENRES.map((g) => [
        g,
        c.GENRE_STYLES[g].fontFamily,
        c.GENRE_STYLES[g].colour,
        c.GENRE_STYLES[g].maxTitleChars,
      ]),
    ).toEqual([
      ['FairyTale', 'serif', 'lilac', 18],
      ['Adventure', 'sans', 'orange', 17],
      ['Mystery', 'sans', 'indigo', 18],
      ['AnimalsNature', 'sans', 'green', 20],
      ['Fantasy', 'cursive', 'purple', 20],
      ['Bedtime', 'cursive', 'blue', 23],
      ['NurseryRhymesPoem', 'cursive', 'pink', 23],
      ['Friendship', 'serif', 'sandy orange', 20],
      ['FamilyAndLove', 'sans', 'tomato red', 20],
      ['CourageAndBravery', 'serif', 'dark red', 16],
      ['KindnessAndCompassion', 'sans', 'light pink', 22],
      ['Discovery', 'display', 'teal', 20],
    ]);
    expect(new Set(Object.values(c.GENRE_STYLES).map((s) => s.fontWeight))).toEqual(new Set([700]));
  });

  it('lists the 14 themes', () => {
    expect(c.THEMES).toEqual([
      'Friendship',
      'FamilyAndLove',
      'CourageAndBravery',
      'KindnessAndCompassion',
      'AdventureAndExploration',
      'Discovery',
      'NatureAndEnvironment',
      'IdentityAndSelfExpression',
      'LearningAndCuriosity',
      'SharingAndCooperation',
      'OvercomingChallenges',
      'EmotionsOrFeelings',
      'HonestyAndIntegrity',
      'MagicAndWonder',
    ]);
  });

  it('has the profile form options of §5', () => {
    expect(c.GENDER_OPTIONS).toEqual(['Boy', 'Girl', 'Other', 'Prefer not to say']);
    expect(c.LANGUAGE_OPTIONS).toEqual([
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Mandarin',
      'Japanese',
      'Korean',
      'Russian',
      'Arabic',
      'Hindi',
      'Portuguese',
      'Vietnamese',
      'Other',
    ]);
    expect(c.ETHNICITY_OPTIONS).toEqual([
      'White',
      'Black',
      'Indian',
      'Asian',
      'Pacific Islander',
      'Hispanic or Latino',
      'Other',
    ]);
  });
});

describe('genre lookup (§5)', () => {
  it.each<[string | null | undefined, string | null]>([
    ['FairyTale', 'FairyTale'],
    ['fairy tale', 'FairyTale'],
    [' ADVENTURE ', 'Adventure'],
    ['Animals', 'AnimalsNature'],
    ['nursery rhymes', 'NurseryRhymesPoem'],
    ['Courage', 'CourageAndBravery'],
  ])('matches %j to %s', (input, genre) => {
    expect(lookupGenreStyle(input)).toMatchObject({ genre, fontWeight: 700 });
  });

  it.each([[''], ['   '], [null], [undefined], ['Science fiction']])(
    'gives light coral and empty styling for %j',
    (input) => {
      expect(lookupGenreStyle(input)).toEqual({
        genre: null,
        colour: 'light coral',
        fontFamily: '',
        fontWeight: null,
        maxTitleChars: null,
      });
    },
  );
});
