// Original file: proto/storybook/auth.proto


export interface VerifyPinRequest {
  'user_id'?: (string);
  'pin'?: (string);
  'session_token'?: (string);
  'profile_id'?: (string);
}

export interface VerifyPinRequest__Output {
  'user_id': (string);
  'pin': (string);
  'session_token': (string);
  'profile_id': (string);
}
