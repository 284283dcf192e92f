// Original file: proto/storybook/story.proto


export interface WatchBookRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'known_version'?: (string);
  'wait_ms'?: (number);
}

export interface WatchBookRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'known_version': (string);
  'wait_ms': (number);
}
