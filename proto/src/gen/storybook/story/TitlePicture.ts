// Original file: proto/storybook/story.proto


export interface TitlePicture {
  'story_image'?: (string);
  'file_key'?: (string);
  'title_svg'?: (string);
}

export interface TitlePicture__Output {
  'story_image': (string);
  'file_key': (string);
  'title_svg': (string);
}
