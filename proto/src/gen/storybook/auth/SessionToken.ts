// Original file: proto/storybook/auth.proto


export interface SessionToken {
  'session_token'?: (string);
}

export interface SessionToken__Output {
  'session_token': (string);
}
