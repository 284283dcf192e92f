// Original file: proto/storybook/auth.proto


export interface GrantCheck {
  'session_token'?: (string);
  'profile_id'?: (string);
}

export interface GrantCheck__Output {
  'session_token': (string);
  'profile_id': (string);
}
