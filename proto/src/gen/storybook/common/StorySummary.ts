// Original file: proto/storybook/common.proto


export interface StorySummary {
  'title'?: (string);
  'summary'?: (string);
  'genre'?: (string);
  'themes'?: (string);
  'setting'?: (string);
  'characters'?: (string);
}

export interface StorySummary__Output {
  'title': (string);
  'summary': (string);
  'genre': (string);
  'themes': (string);
  'setting': (string);
  'characters': (string);
}
