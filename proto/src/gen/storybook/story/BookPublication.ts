// Original file: proto/storybook/story.proto


export interface BookPublication {
  'book_id'?: (string);
  'published'?: (boolean);
}

export interface BookPublication__Output {
  'book_id': (string);
  'published': (boolean);
}
