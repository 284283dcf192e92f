// Original file: proto/storybook/story.proto


export interface SetBookPublishedRequest {
  'book_id'?: (string);
  'published'?: (boolean);
}

export interface SetBookPublishedRequest__Output {
  'book_id': (string);
  'published': (boolean);
}
