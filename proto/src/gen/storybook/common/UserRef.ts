// Original file: proto/storybook/common.proto


export interface UserRef {
  'user_id'?: (string);
}

export interface UserRef__Output {
  'user_id': (string);
}
