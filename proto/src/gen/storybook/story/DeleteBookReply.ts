// Original file: proto/storybook/story.proto


export interface DeleteBookReply {
  'success'?: (boolean);
}

export interface DeleteBookReply__Output {
  'success': (boolean);
}
