// Original file: proto/storybook/auth.proto


export interface GoogleLoginRequest {
  'credential'?: (string);
  'user_agent'?: (string);
}

export interface GoogleLoginRequest__Output {
  'credential': (string);
  'user_agent': (string);
}
