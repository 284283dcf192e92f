// Original file: proto/storybook/story.proto


export interface PictureSharing {
  'shared'?: (boolean);
}

export interface PictureSharing__Output {
  'shared': (boolean);
}
