// Original file: proto/storybook/images.proto


export interface DeleteBookPicturesReply {
  'deleted'?: (number);
  'dropped_jobs'?: (number);
}

export interface DeleteBookPicturesReply__Output {
  'deleted': (number);
  'dropped_jobs': (number);
}
