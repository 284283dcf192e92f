// Original file: proto/storybook/story.proto


export interface SummarizeRequest {
  'user_id'?: (string);
  'prompt'?: (string);
  'model'?: (string);
  'is_admin'?: (boolean);
  'profile_id'?: (string);
}

export interface SummarizeRequest__Output {
  'user_id': (string);
  'prompt': (string);
  'model': (string);
  'is_admin': (boolean);
  'profile_id': (string);
}
