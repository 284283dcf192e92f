// Original file: proto/storybook/auth.proto


export interface LocalLoginRequest {
  'name'?: (string);
}

export interface LocalLoginRequest__Output {
  'name': (string);
}
