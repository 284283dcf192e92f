// Original file: proto/storybook/story.proto


export interface PictureRef {
  'key'?: (string);
}

export interface PictureRef__Output {
  'key': (string);
}
