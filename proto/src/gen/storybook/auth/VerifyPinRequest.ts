// Original file: proto/storybook/auth.proto


export interface VerifyPinRequest {
  'user_id'?: (string);
  'pin'?: (string);
}

export interface VerifyPinRequest__Output {
  'user_id': (string);
  'pin': (string);
}
