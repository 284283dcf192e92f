// Original file: proto/storybook/story.proto


export interface GetPageRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'page_num'?: (number);
}

export interface GetPageRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'page_num': (number);
}
