// Original file: proto/storybook/images.proto


export interface DeletePagePicturesReply {
  'deleted'?: (number);
}

export interface DeletePagePicturesReply__Output {
  'deleted': (number);
}
