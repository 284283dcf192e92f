import { THEMES } from '../src/lib/constants';
import { DEFAULT_THEME_ICON, THEME_ICONS, themeIcons, themeOf } from '../src/features/story-gen/theme-icons';

describe('theme icons (spec §3: free-text themes, each mapped to an icon)', () => {
  it('gives every theme of the spec its own icon', () => {
    expect(Object.keys(THEME_ICONS).sort()).toEqual([...THEMES].sort());
    expect(new Set(Object.values(THEME_ICONS)).size).toBe(THEMES.length);
    expect(Object.values(THEME_ICONS)).not.toContain(DEFAULT_THEME_ICON);
  });

  it.each(THEMES.map((theme) => [theme]))('knows the key %s', (theme) => {
    expect(themeOf(theme)).toBe(theme);
  });

  it.each([
    ['Courage and Bravery', 'CourageAndBravery'],
    ['family & love', 'FamilyAndLove'],
    ['  friendship ', 'Friendship'],
    ['Friends', 'Friendship'],
    ['Being brave', 'CourageAndBravery'],
    ['Curiosity', 'LearningAndCuriosity'],
    ['Teamwork', 'SharingAndCooperation'],
    ['Exploring the unknown', 'AdventureAndExploration'],
    ['Feelings', 'EmotionsOrFeelings'],
    ['Self-expression', 'IdentityAndSelfExpression'],
    ['Magical wonder', 'MagicAndWonder'],
    ['Perseverance', 'OvercomingChallenges'],
    ['Telling the truth', 'HonestyAndIntegrity'],
    ['Protecting nature', 'NatureAndEnvironment'],
  ])('reads %j as %s', (text, theme) => {
    expect(themeOf(text)).toBe(theme);
  });

  it('prefers the theme most words name, then the one named first', () => {
    expect(themeOf('Adventure and exploration of the sea')).toBe('AdventureAndExploration');
    expect(themeOf('Discovery and exploration')).toBe('Discovery');
    expect(themeOf('Love and friendship')).toBe('FamilyAndLove');
  });

  it('knows no theme in other text, nor in none', () => {
    expect(themeOf('Dinosaurs')).toBeNull();
    expect(themeOf('')).toBeNull();
    expect(themeOf(' , ')).toBeNull();
  });

  it('splits the comma-separated themes, with the default icon for unknown ones', () => {
    expect(themeIcons('Friendship, CourageAndBravery,, Dinosaurs ')).toEqual([
      { label: 'Friendship', theme: 'Friendship', icon: THEME_ICONS.Friendship },
      { label: 'Courage and Bravery', theme: 'CourageAndBravery', icon: THEME_ICONS.CourageAndBravery },
      { label: 'Dinosaurs', theme: null, icon: DEFAULT_THEME_ICON },
    ]);
    expect(themeIcons('EmotionsOrFeelings')[0].label).toBe('Emotions or Feelings');
    expect(themeIcons('')).toEqual([]);
    expect(themeIcons(null)).toEqual([]);
  });
});
