// Original file: proto/storybook/story.proto


export interface RestyleBookRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'art_style'?: (string);
}

export interface RestyleBookRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'art_style': (string);
}
