// Original file: proto/storybook/story.proto


export interface SetBookSharedRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'shared'?: (boolean);
}

export interface SetBookSharedRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'shared': (boolean);
}
