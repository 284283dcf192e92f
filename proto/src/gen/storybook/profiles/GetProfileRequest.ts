// Original file: proto/storybook/profiles.proto


export interface GetProfileRequest {
  'user_id'?: (string);
  'profile_id'?: (string);
}

export interface GetProfileRequest__Output {
  'user_id': (string);
  'profile_id': (string);
}
