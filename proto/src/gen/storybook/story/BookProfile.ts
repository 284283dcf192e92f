// Original file: proto/storybook/story.proto


export interface BookProfile {
  'profile_id'?: (string);
}

export interface BookProfile__Output {
  'profile_id': (string);
}
