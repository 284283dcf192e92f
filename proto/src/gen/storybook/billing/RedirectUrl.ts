// Original file: proto/storybook/billing.proto


export interface RedirectUrl {
  'url'?: (string);
}

export interface RedirectUrl__Output {
  'url': (string);
}
