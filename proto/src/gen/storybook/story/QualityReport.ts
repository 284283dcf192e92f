// Original file: proto/storybook/story.proto


export interface QualityReport {
  'passed'?: (boolean);
  'attempts'?: (number);
  'summary_coverage'?: (number | string);
  'book_coverage'?: (number | string);
  'missing_words'?: (string)[];
  'child_named'?: (boolean);
  'expected_language'?: (string);
  'detected_language'?: (string);
  'readability_formula'?: (string);
  'readability_score'?: (number | string);
  'readability_limit'?: (number | string);
  'readability_ok'?: (boolean);
  'longest_sentence'?: (number);
  'longest_sentence_max'?: (number);
  'fears_found'?: (string)[];
  'findings'?: (string)[];
}

export interface QualityReport__Output {
  'passed': (boolean);
  'attempts': (number);
  'summary_coverage': (number);
  'book_coverage': (number);
  'missing_words': (string)[];
  'child_named': (boolean);
  'expected_language': (string);
  'detected_language': (string);
  'readability_formula': (string);
  'readability_score': (number);
  'readability_limit': (number);
  'readability_ok': (boolean);
  'longest_sentence': (number);
  'longest_sentence_max': (number);
  'fears_found': (string)[];
  'findings': (string)[];
}
