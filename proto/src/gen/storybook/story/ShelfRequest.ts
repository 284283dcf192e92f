// Original file: proto/storybook/story.proto


export interface ShelfRequest {
  'user_id'?: (string);
  'page'?: (number);
}

export interface ShelfRequest__Output {
  'user_id': (string);
  'page': (number);
}
