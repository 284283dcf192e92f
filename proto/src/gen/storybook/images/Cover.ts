// Original file: proto/storybook/images.proto


export interface Cover {
  'image_url'?: (string);
  'file_key'?: (string);
  'title_svg'?: (string);
  'cost_usd'?: (number | string);
}

export interface Cover__Output {
  'image_url': (string);
  'file_key': (string);
  'title_svg': (string);
  'cost_usd': (number);
}
