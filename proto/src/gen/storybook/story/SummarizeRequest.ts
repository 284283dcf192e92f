// Original file: proto/storybook/story.proto


export interface SummarizeRequest {
  'user_id'?: (string);
  'prompt'?: (string);
  'model'?: (string);
}

export interface SummarizeRequest__Output {
  'user_id': (string);
  'prompt': (string);
  'model': (string);
}
