// Original file: proto/storybook/auth.proto


export interface AccountType {
  'account_type'?: (string);
}

export interface AccountType__Output {
  'account_type': (string);
}
