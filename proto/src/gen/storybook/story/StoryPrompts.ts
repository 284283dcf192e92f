// Original file: proto/storybook/story.proto


export interface StoryPrompts {
  'prompts'?: (string)[];
}

export interface StoryPrompts__Output {
  'prompts': (string)[];
}
