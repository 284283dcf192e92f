// Original file: proto/storybook/auth.proto


export interface SignInConfig {
  'google_client_id'?: (string);
  'local_login'?: (boolean);
}

export interface SignInConfig__Output {
  'google_client_id': (string);
  'local_login': (boolean);
}
