// Original file: proto/storybook/images.proto


export interface DeleteBookPdfsRequest {
  'user_id'?: (string);
  'book_id'?: (string);
}

export interface DeleteBookPdfsRequest__Output {
  'user_id': (string);
  'book_id': (string);
}
