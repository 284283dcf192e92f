// Original file: proto/storybook/story.proto


export interface BookSharing {
  'book_id'?: (string);
  'shared'?: (boolean);
  'published'?: (boolean);
}

export interface BookSharing__Output {
  'book_id': (string);
  'shared': (boolean);
  'published': (boolean);
}
