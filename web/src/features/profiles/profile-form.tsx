import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createProfile } from '../../api/files';
import type { ChildProfile, ChildProfileData, CreateProfileRequest } from '../../api/types';
import { PROFILE_SCHEMA_VERSION } from '../../lib/constants';
import { profiles, ui } from '../../lib/texts';
import { FamilyFields, FriendsFields } from './family-fields';
import { LIST_GROUPS, ListGroup, type ListGroupName } from './list-groups';
import { PersonalFields } from './personal-fields';
import { PictureField } from './picture-field';
import { CHECKED_FIELDS, normalizeProfileData, profileErrors, savedProfileData } from './profile-data';
import { refusalText, useInvalidateProfiles } from './profile-queries';
import { StartStoryLink } from './start-story-link';
import { Button } from '../../design';

type Personal = ChildProfileData['personal_information'];

/** The profile's fields as edited, with a setter per part of the form. */
function useProfileData(profile?: ChildProfile) {
  const [data, setData] = useState(() => normalizeProfileData(profile?.profile_data));
  const setPart = <K extends keyof ChildProfileData>(part: K, value: ChildProfileData[K]) =>
    setData((current) => ({ ...current, [part]: value }));
  const setPersonal = (field: keyof Personal, value: string) =>
    setData((current) => ({
      ...current,
      personal_information: { ...current.personal_information, [field]: value },
    }));
  const setList = (group: ListGroupName, field: string, items: string[]) =>
    setData((current) => ({ ...current, [group]: { ...current[group], [field]: items } }));
  const setGrade = (grade: string) =>
    setData((current) => ({ ...current, education: { ...current.education, grade } }));
  return { data, setPart, setPersonal, setList, setGrade };
}

/** Saves the profile; after a first save the form keeps updating the profile it created. */
function useSaveProfile(userId: string, profile?: ChildProfile) {
  const invalidateProfiles = useInvalidateProfiles();
  const [profileId, setProfileId] = useState(profile?.profile_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (profileInfo: CreateProfileRequest['profileInfo']) => createProfile({ userId, profileInfo }),
    onMutate: () => setRefusal(null),
    onSuccess: ({ profile: saved }) => {
      setProfileId(saved.profile_id);
      return invalidateProfiles();
    },
    onError: (error) => setRefusal(refusalText(error)),
  });
  return { save, profileId, refusal };
}

/**
 * Create, or update when given a profile, a child profile (spec §2, §3, §5). Nothing is sent while a required
 * field is missing or malformed; the first such field takes the focus. Save sends exactly the fields of
 * schema 1.1 and says §8's success text; the server's refusal (400) is shown as it answers. After a first
 * save the form keeps updating the profile it created.
 */
export function ProfileForm({ userId, profile }: { userId: string; profile?: ChildProfile }) {
  const { data, setPart, setPersonal, setList, setGrade } = useProfileData(profile);
  const [image, setImage] = useState(profile?.profile_image ?? '');
  const { save, profileId, refusal } = useSaveProfile(userId, profile);
  // Errors show once Save was tried, and follow the fields from then on.
  const [checked, setChecked] = useState(false);
  const errors = checked ? profileErrors(data) : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setChecked(true);
    const found = profileErrors(data);
    const firstInvalid = CHECKED_FIELDS.find((field) => found[field]);
    const profileData = savedProfileData(data);
    if (firstInvalid || !profileData) {
      const control = firstInvalid && event.currentTarget.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    save.mutate({
      ...(profileId ? { profile_id: profileId } : {}),
      version: PROFILE_SCHEMA_VERSION,
      profile_data: profileData,
      profile_image: image,
    });
  };

  const status = save.isPending ? ui.saving : save.isSuccess ? profiles.saved : '';
  return (
    <form onSubmit={submit} noValidate className="profile-form">
      <PersonalFields info={data.personal_information} errors={errors} onChange={setPersonal} />
      <PictureField image={image} name={data.personal_information.first_name.trim()} onChange={setImage} />
      {(Object.keys(LIST_GROUPS) as ListGroupName[]).map((group) => (
        <ListGroup key={group} group={group} data={data} onList={setList} onGrade={setGrade} />
      ))}
      <FamilyFields family={data.family} onChange={(family) => setPart('family', family)} />
      <FriendsFields friends={data.friends} onChange={(friends) => setPart('friends', friends)} />
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="field-error">
          {ui.fixErrors}
        </p>
      )}
      {refusal && (
        <p role="alert" className="field-error">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {ui.save}
      </Button>
      <p role="status">{status}</p>
      {save.isSuccess && profileId && (
        <StartStoryLink profileId={profileId} name={data.personal_information.first_name.trim()} />
      )}
    </form>
  );
}
