// Original file: proto/storybook/profiles.proto


export interface ChatMessage {
  'text'?: (string);
  'sender'?: (string);
}

export interface ChatMessage__Output {
  'text': (string);
  'sender': (string);
}
