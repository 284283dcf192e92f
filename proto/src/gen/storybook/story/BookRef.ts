// Original file: proto/storybook/story.proto


export interface BookRef {
  'user_id'?: (string);
  'book_id'?: (string);
  'caller_user_id'?: (string);
}

export interface BookRef__Output {
  'user_id': (string);
  'book_id': (string);
  'caller_user_id': (string);
}
