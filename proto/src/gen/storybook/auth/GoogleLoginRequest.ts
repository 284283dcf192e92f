// Original file: proto/storybook/auth.proto


export interface GoogleLoginRequest {
  'credential'?: (string);
}

export interface GoogleLoginRequest__Output {
  'credential': (string);
}
