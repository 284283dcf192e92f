// Original file: proto/storybook/story.proto


export interface GeneratedStory {
  'complete_story'?: (string);
  'expanded_story'?: (string);
  'book_layout'?: (string)[];
  'book_id'?: (string);
}

export interface GeneratedStory__Output {
  'complete_story': (string);
  'expanded_story': (string);
  'book_layout': (string)[];
  'book_id': (string);
}
