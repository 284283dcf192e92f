// Original file: proto/storybook/common.proto


export interface UserProfile {
  'user_id'?: (string);
  'name'?: (string);
  'email'?: (string);
  'picture'?: (string);
  'last_login'?: (string);
  'account_type'?: (string);
}

export interface UserProfile__Output {
  'user_id': (string);
  'name': (string);
  'email': (string);
  'picture': (string);
  'last_login': (string);
  'account_type': (string);
}
