// Original file: proto/storybook/story.proto


export interface BookDraft {
  'prompt'?: (string);
  'title'?: (string);
  'summary'?: (string);
  'genre'?: (string);
  'themes'?: (string);
  'setting'?: (string);
  'characters'?: (string);
  'title_svg'?: (string);
  'cf_title_image'?: (string);
  'cf_title_key'?: (string);
  'image_generator'?: (string);
  'model'?: (string);
  'art_style'?: (string);
}

export interface BookDraft__Output {
  'prompt': (string);
  'title': (string);
  'summary': (string);
  'genre': (string);
  'themes': (string);
  'setting': (string);
  'characters': (string);
  'title_svg': (string);
  'cf_title_image': (string);
  'cf_title_key': (string);
  'image_generator': (string);
  'model': (string);
  'art_style': (string);
}
