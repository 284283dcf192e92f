// Original file: proto/storybook/story.proto


export interface BookPdfRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'caller_user_id'?: (string);
  'paper'?: (string);
}

export interface BookPdfRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'caller_user_id': (string);
  'paper': (string);
}
