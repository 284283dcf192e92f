// Original file: proto/storybook/auth.proto


export interface LocalLoginRequest {
  'name'?: (string);
  'user_agent'?: (string);
}

export interface LocalLoginRequest__Output {
  'name': (string);
  'user_agent': (string);
}
