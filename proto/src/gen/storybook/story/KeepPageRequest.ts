// Original file: proto/storybook/story.proto


export interface KeepPageRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'page_num'?: (number);
  'keep_new'?: (boolean);
}

export interface KeepPageRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'page_num': (number);
  'keep_new': (boolean);
}
