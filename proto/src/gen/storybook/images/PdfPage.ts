// Original file: proto/storybook/images.proto


export interface PdfPage {
  'page_number'?: (number);
  'text'?: (string);
  'picture_url'?: (string);
}

export interface PdfPage__Output {
  'page_number': (number);
  'text': (string);
  'picture_url': (string);
}
