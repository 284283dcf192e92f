// Original file: proto/storybook/story.proto


export interface StartStoryRequest {
  'user_id'?: (string);
  'profile_id'?: (string);
  'model'?: (string);
  'image_generator'?: (string);
  'is_admin'?: (boolean);
}

export interface StartStoryRequest__Output {
  'user_id': (string);
  'profile_id': (string);
  'model': (string);
  'image_generator': (string);
  'is_admin': (boolean);
}
