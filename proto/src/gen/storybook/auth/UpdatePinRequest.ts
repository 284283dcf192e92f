// Original file: proto/storybook/auth.proto


export interface UpdatePinRequest {
  'user_id'?: (string);
  'old_pin'?: (string);
  'new_pin'?: (string);
  'session_token'?: (string);
  'profile_id'?: (string);
}

export interface UpdatePinRequest__Output {
  'user_id': (string);
  'old_pin': (string);
  'new_pin': (string);
  'session_token': (string);
  'profile_id': (string);
}
