import type { ChildProfile } from '../src/api/types';
import {
  centreIndex,
  clampIndex,
  coverPlacement,
  SHELF_SIDE_BOOKS,
} from '../src/features/book-shelf/shelf-geometry';
import { guessTextLanguage, profileLanguageOf } from '../src/features/reader/book-language';
import { languageTag, pickVoice } from '../src/features/reader/speech-language';
import { emptyProfileData } from '../src/features/profiles/empty-profile';
import { LANGUAGE_OPTIONS } from '../src/lib/constants';

describe('speech languages', () => {
  it('maps every profile language but Other to a BCP-47 tag', () => {
    expect(LANGUAGE_OPTIONS.map(languageTag)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'it',
      'zh',
      'ja',
      'ko',
      'ru',
      'ar',
      'hi',
      'pt',
      'vi',
      null,
    ]);
    expect(languageTag(' spanish ')).toBe('es');
    expect(languageTag('pt-BR')).toBe('pt-BR');
    expect(languageTag('Klingon')).toBeNull();
    expect(languageTag('')).toBeNull();
  });

  const voice = (lang: string, isDefault = false) =>
    ({ lang, default: isDefault, name: lang }) as SpeechSynthesisVoice;

  it('picks a voice of the same language: exact, then the default for it, then any', () => {
    const voices = [voice('en-GB'), voice('en-US', true), voice('es_ES'), voice('zh-CN')];
    expect(pickVoice(voices, 'en-GB')?.lang).toBe('en-GB');
    expect(pickVoice(voices, 'en')?.lang).toBe('en-US');
    expect(pickVoice(voices, 'es')?.lang).toBe('es_ES');
    expect(pickVoice(voices, 'zh')?.lang).toBe('zh-CN');
    expect(pickVoice(voices, 'fr')).toBeNull();
  });
});

describe('book language', () => {
  it.each([
    ['Once upon a time there was a girl and her dog.', 'en'],
    ['Había una vez una niña que vivía con su perro en el bosque.', 'es'],
    ['Il était une fois une fille qui vivait avec son chien dans la forêt.', 'fr'],
    ['Es war einmal ein Mädchen, das mit ihrem Hund im Wald lebte und nicht schlief.', 'de'],
    ['Era una volta una bambina che viveva con il suo cane e non aveva paura.', 'it'],
    ['Era uma vez uma menina que vivia com o seu cão e não tinha medo.', 'pt'],
    ['昔々、森に女の子が住んでいました。', 'ja'],
    ['从前，有一个小女孩住在森林里。', 'zh'],
    ['옛날 옛적에 한 소녀가 살았어요.', 'ko'],
    ['Жила-была девочка.', 'ru'],
    ['كان يا ما كان', 'ar'],
    ['एक बार की बात है', 'hi'],
    ['Ngày xửa ngày xưa có một cô bé.', 'vi'],
    ['Pip 123', null],
  ])('reads %j as %s', (text, tag) => {
    expect(guessTextLanguage(text)).toBe(tag);
  });

  const child = (first_name: string, language: string): ChildProfile => ({
    profile_id: first_name,
    version: '1.1',
    profile_image: '',
    profile_data: {
      ...emptyProfileData(),
      personal_information: { ...emptyProfileData().personal_information, first_name, language },
    },
  });

  it('takes the language of the child the book names, or of the only child', () => {
    const children = [child('Maya', 'French'), child('Leo', 'German')];
    expect(profileLanguageOf('Leo and the dragon', children)).toBe('de');
    expect(profileLanguageOf('Mayan temples', children)).toBeNull();
    expect(profileLanguageOf('Maya and Leo', children)).toBeNull();
    expect(profileLanguageOf('A dragon', [child('Maya', 'Spanish')])).toBe('es');
    expect(profileLanguageOf('A dragon', [child('Maya', 'Other')])).toBeNull();
  });
});

describe('shelf geometry (spec §9)', () => {
  it('starts at the centre book and stays within the shelf', () => {
    expect([0, 1, 2, 3, 4].map(centreIndex)).toEqual([0, 0, 0, 1, 1]);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(0, 0)).toBe(0);
  });

  it('raises the active cover by 140 px and tilts the others by 75 degrees towards it', () => {
    expect(coverPlacement(0).transform).toBe('translateX(-50%) translateY(-140px)');
    expect(coverPlacement(-2).transform).toContain('rotateY(75deg)');
    expect(coverPlacement(3).transform).toContain('rotateY(-75deg)');
    expect(coverPlacement(1).zIndex).toBeGreaterThan(coverPlacement(2).zIndex);
    expect(coverPlacement(SHELF_SIDE_BOOKS).hidden).toBe(false);
    expect(coverPlacement(-SHELF_SIDE_BOOKS - 1).hidden).toBe(true);
  });
});
