// Original file: proto/storybook/billing.proto


export interface Plan {
  'plan_name'?: (string);
  'status'?: (string);
}

export interface Plan__Output {
  'plan_name': (string);
  'status': (string);
}
