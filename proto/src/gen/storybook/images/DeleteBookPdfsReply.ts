// Original file: proto/storybook/images.proto


export interface DeleteBookPdfsReply {
  'deleted'?: (number);
}

export interface DeleteBookPdfsReply__Output {
  'deleted': (number);
}
