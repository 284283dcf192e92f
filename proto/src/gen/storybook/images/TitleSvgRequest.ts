// Original file: proto/storybook/images.proto


export interface TitleSvgRequest {
  'title'?: (string);
  'genre'?: (string);
}

export interface TitleSvgRequest__Output {
  'title': (string);
  'genre': (string);
}
