// Original file: proto/storybook/auth.proto


export interface SessionsRequest {
  'user_id'?: (string);
  'session_token'?: (string);
}

export interface SessionsRequest__Output {
  'user_id': (string);
  'session_token': (string);
}
