// Original file: proto/storybook/common.proto


export interface StorybookSettings {
  'genre_preferences'?: (string)[];
  'themes_of_interest'?: (string)[];
  'character_types'?: (string)[];
  'settings'?: (string)[];
}

export interface StorybookSettings__Output {
  'genre_preferences': (string)[];
  'themes_of_interest': (string)[];
  'character_types': (string)[];
  'settings': (string)[];
}
