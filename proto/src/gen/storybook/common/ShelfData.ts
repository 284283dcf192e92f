// Original file: proto/storybook/common.proto


export interface ShelfData {
  'title'?: (string);
  'title_svg'?: (string);
  'genre'?: (string);
  'summary'?: (string);
  'cf_title_image'?: (string);
  'shared'?: (boolean);
  'art_style'?: (string);
  'sample'?: (boolean);
}

export interface ShelfData__Output {
  'title': (string);
  'title_svg': (string);
  'genre': (string);
  'summary': (string);
  'cf_title_image': (string);
  'shared': (boolean);
  'art_style': (string);
  'sample': (boolean);
}
