// Original file: proto/storybook/story.proto


export interface GenerateBookRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'animate_images'?: (boolean);
}

export interface GenerateBookRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'animate_images': (boolean);
}
