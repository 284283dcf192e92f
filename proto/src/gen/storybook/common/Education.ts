// Original file: proto/storybook/common.proto


export interface Education {
  'grade'?: (string);
  'favorite_subjects'?: (string)[];
  'least_favorite_subjects'?: (string)[];
}

export interface Education__Output {
  'grade': (string);
  'favorite_subjects': (string)[];
  'least_favorite_subjects': (string)[];
}
