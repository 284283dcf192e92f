// Original file: proto/storybook/images.proto


export interface TitleSvg {
  'svg'?: (string);
}

export interface TitleSvg__Output {
  'svg': (string);
}
