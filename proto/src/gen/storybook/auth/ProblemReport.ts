// Original file: proto/storybook/auth.proto


export interface ProblemReport {
  'user_id'?: (string);
  'description'?: (string);
  'page_url'?: (string);
}

export interface ProblemReport__Output {
  'user_id': (string);
  'description': (string);
  'page_url': (string);
}
