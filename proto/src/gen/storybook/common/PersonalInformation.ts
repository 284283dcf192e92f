// Original file: proto/storybook/common.proto


export interface PersonalInformation {
  'first_name'?: (string);
  'nickname'?: (string);
  'age'?: (string);
  'birthdate'?: (string);
  'gender'?: (string);
  'language'?: (string);
  'ethnicity'?: (string);
  'hair_color'?: (string);
  'eye_color'?: (string);
}

export interface PersonalInformation__Output {
  'first_name': (string);
  'nickname': (string);
  'age': (string);
  'birthdate': (string);
  'gender': (string);
  'language': (string);
  'ethnicity': (string);
  'hair_color': (string);
  'eye_color': (string);
}
