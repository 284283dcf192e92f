// Original file: proto/storybook/images.proto


export interface DeletePagePicturesRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'urls'?: (string)[];
  'cover_keys'?: (string)[];
}

export interface DeletePagePicturesRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'urls': (string)[];
  'cover_keys': (string)[];
}
