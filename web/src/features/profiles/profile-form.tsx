import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { createProfile } from '../../api/files';
import type { ChildProfile, ChildProfileData } from '../../api/types';
import {
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  LANGUAGE_OPTIONS,
  PROFILE_SCHEMA_VERSION,
} from '../../lib/constants';
import { profiles, ui } from '../../lib/texts';
import { emptyProfileData } from './empty-profile';

type Personal = ChildProfileData['personal_information'];

const textFields = ['first_name', 'nickname', 'age', 'hair_color', 'eye_color'] as const;
const selectFields = [
  { name: 'gender', options: GENDER_OPTIONS },
  { name: 'language', options: LANGUAGE_OPTIONS },
  { name: 'ethnicity', options: ETHNICITY_OPTIONS },
] as const;

/**
 * Create or update a child profile (spec §2, §5): personal information with required gender, language and
 * ethnicity selects and a birthdate date input. The other groups of the profile come with the profiles issue.
 */
export function ProfileForm({ userId, profile }: { userId: string; profile?: ChildProfile }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [data, setData] = useState<ChildProfileData>(() => profile?.profile_data ?? emptyProfileData());
  const personal = data.personal_information;
  const set = (field: keyof Personal, value: string) =>
    setData((current) => ({
      ...current,
      personal_information: { ...current.personal_information, [field]: value },
    }));

  const save = useMutation({
    mutationFn: () =>
      createProfile({
        userId,
        profileInfo: {
          profile_id: profile?.profile_id,
          version: PROFILE_SCHEMA_VERSION,
          profile_data: data,
          profile_image: profile?.profile_image,
        },
      }),
    onSuccess: () => {
      window.alert(profiles.saved);
      return queryClient.invalidateQueries({ queryKey: ['profiles', userId] });
    },
    onError: (error) => console.error(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form onSubmit={submit} className="profile-form">
      <fieldset>
        <legend>{ui.personalInformation}</legend>
        {textFields.map((field) => (
          <p key={field}>
            <label htmlFor={`${formId}-${field}`}>{ui.profileFields[field]}</label>
            <input
              id={`${formId}-${field}`}
              value={personal[field]}
              onChange={(event) => set(field, event.target.value)}
            />
          </p>
        ))}
        <p>
          <label htmlFor={`${formId}-birthdate`}>{ui.profileFields.birthdate}</label>
          <input
            id={`${formId}-birthdate`}
            type="date"
            value={personal.birthdate}
            onChange={(event) => set('birthdate', event.target.value)}
          />
        </p>
        {selectFields.map(({ name, options }) => (
          <p key={name}>
            <label htmlFor={`${formId}-${name}`}>{ui.profileFields[name]}</label>
            <select
              id={`${formId}-${name}`}
              required
              value={personal[name]}
              onChange={(event) => set(name, event.target.value)}
            >
              <option value="" />
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </p>
        ))}
      </fieldset>
      <button type="submit" disabled={save.isPending}>
        {ui.save}
      </button>
    </form>
  );
}
