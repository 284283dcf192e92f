// Original file: proto/storybook/images.proto


export interface DeleteBookPicturesRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'cover_keys'?: (string)[];
}

export interface DeleteBookPicturesRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'cover_keys': (string)[];
}
