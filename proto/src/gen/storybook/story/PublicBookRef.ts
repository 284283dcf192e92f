// Original file: proto/storybook/story.proto


export interface PublicBookRef {
  'book_id'?: (string);
}

export interface PublicBookRef__Output {
  'book_id': (string);
}
