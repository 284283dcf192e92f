// Original file: proto/storybook/common.proto


export interface Interests {
  'favorite_colors'?: (string)[];
  'hobbies'?: (string)[];
  'favorite_animals'?: (string)[];
  'favorite_books'?: (string)[];
  'favorite_foods'?: (string)[];
  'fears'?: (string)[];
}

export interface Interests__Output {
  'favorite_colors': (string)[];
  'hobbies': (string)[];
  'favorite_animals': (string)[];
  'favorite_books': (string)[];
  'favorite_foods': (string)[];
  'fears': (string)[];
}
