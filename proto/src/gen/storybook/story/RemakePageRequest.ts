// Original file: proto/storybook/story.proto


export interface RemakePageRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'page_num'?: (number);
  'part'?: (string);
}

export interface RemakePageRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'page_num': (number);
  'part': (string);
}
