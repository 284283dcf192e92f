// Original file: proto/storybook/common.proto

import type { Page as _storybook_common_Page, Page__Output as _storybook_common_Page__Output } from '../../storybook/common/Page';

export interface Book {
  'book_id'?: (string);
  'user_id'?: (string);
  'profile_id'?: (string);
  'image_generator'?: (string);
  'version'?: (number);
  'prompt'?: (string);
  'title'?: (string);
  'title_svg'?: (string);
  'title_image_description'?: (string);
  'cf_title_image'?: (string);
  'cf_title_key'?: (string);
  'summary'?: (string);
  'genre'?: (string);
  'theme'?: (string);
  'setting'?: (string);
  'characters'?: (string);
  'completeStory'?: (string);
  'expandedStory'?: (string);
  'bookLayout'?: (string)[];
  'pages'?: (_storybook_common_Page)[];
  'published'?: (boolean);
  'model'?: (string);
  'created_at'?: (string);
  'language'?: (string);
  'shared'?: (boolean);
  'art_style'?: (string);
}

export interface Book__Output {
  'book_id': (string);
  'user_id': (string);
  'profile_id': (string);
  'image_generator': (string);
  'version': (number);
  'prompt': (string);
  'title': (string);
  'title_svg': (string);
  'title_image_description': (string);
  'cf_title_image': (string);
  'cf_title_key': (string);
  'summary': (string);
  'genre': (string);
  'theme': (string);
  'setting': (string);
  'characters': (string);
  'completeStory': (string);
  'expandedStory': (string);
  'bookLayout': (string)[];
  'pages': (_storybook_common_Page__Output)[];
  'published': (boolean);
  'model': (string);
  'created_at': (string);
  'language': (string);
  'shared': (boolean);
  'art_style': (string);
}
