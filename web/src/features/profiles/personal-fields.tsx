import type { ChildProfileData } from '../../api/types';
import { ETHNICITY_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS } from '../../lib/constants';
import { ui } from '../../lib/texts';
import { SelectField, TextField } from './form-fields';
import { today, type ProfileErrors } from './profile-data';

type Personal = ChildProfileData['personal_information'];

interface PersonalFieldsProps {
  info: Personal;
  errors: ProfileErrors;
  onChange: (field: keyof Personal, value: string) => void;
}

const SELECTS = [
  ['gender', GENDER_OPTIONS],
  ['language', LANGUAGE_OPTIONS],
  ['ethnicity', ETHNICITY_OPTIONS],
] as const;

/**
 * §2, §5: personal information. First name, gender, language and ethnicity are required; the selects offer
 * exactly the spec's options; birthdate is a date input. Controls are named after their fields.
 */
export function PersonalFields({ info, errors, onChange }: PersonalFieldsProps) {
  const text = (field: 'first_name' | 'nickname' | 'hair_color' | 'eye_color', maxLength: number) => (
    <TextField
      name={field}
      label={ui.profileFields[field]}
      value={info[field]}
      maxLength={maxLength}
      required={field === 'first_name'}
      error={errors[field as keyof ProfileErrors]}
      onChange={(value) => onChange(field, value)}
    />
  );
  return (
    <fieldset className="profile-group">
      <legend>{ui.personalInformation}</legend>
      {text('first_name', 100)}
      {text('nickname', 100)}
      <TextField
        name="age"
        label={ui.profileFields.age}
        value={info.age}
        inputMode="numeric"
        maxLength={2}
        error={errors.age}
        onChange={(value) => onChange('age', value)}
      />
      <TextField
        name="birthdate"
        type="date"
        label={ui.profileFields.birthdate}
        value={info.birthdate}
        max={today()}
        error={errors.birthdate}
        onChange={(value) => onChange('birthdate', value)}
      />
      {SELECTS.map(([field, options]) => (
        <SelectField
          key={field}
          name={field}
          label={ui.profileFields[field]}
          options={options}
          value={info[field]}
          error={errors[field]}
          onChange={(value) => onChange(field, value)}
        />
      ))}
      {text('hair_color', 50)}
      {text('eye_color', 50)}
    </fieldset>
  );
}
