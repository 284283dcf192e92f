import type { ChildProfileData } from '../../api/types';
import { GENRES, THEMES } from '../../lib/constants';
import { ui } from '../../lib/texts';
import { TextField } from './form-fields';
import { ListField } from './list-field';

type ListName = keyof typeof ui.listFields;

/** §3: the groups of the profile that are lists (education also has a grade). */
export const LIST_GROUPS = {
  storybook_settings: ['genre_preferences', 'themes_of_interest', 'character_types', 'settings'],
  interests: ['favorite_colors', 'hobbies', 'favorite_animals', 'favorite_books', 'favorite_foods', 'fears'],
  personal_traits: ['personality', 'strengths', 'challenges'],
  education: ['favorite_subjects', 'least_favorite_subjects'],
} as const satisfies { [G in keyof ChildProfileData]?: readonly (keyof ChildProfileData[G] & ListName)[] };
export type ListGroupName = keyof typeof LIST_GROUPS;

/** Genres and themes the books know (§3), offered while typing. */
const SUGGESTIONS: Partial<Record<ListName, readonly string[]>> = {
  genre_preferences: GENRES,
  themes_of_interest: THEMES,
};

interface ListGroupProps {
  group: ListGroupName;
  data: ChildProfileData;
  onList: (group: ListGroupName, field: ListName, items: string[]) => void;
  onGrade: (grade: string) => void;
}

export function ListGroup({ group, data, onList, onGrade }: ListGroupProps) {
  const values = data[group] as unknown as Record<ListName, string[]>;
  return (
    <fieldset className="profile-group">
      <legend>{ui.profileGroups[group]}</legend>
      {group === 'education' && (
        <TextField label={ui.grade} value={data.education.grade} maxLength={50} onChange={onGrade} />
      )}
      {LIST_GROUPS[group].map((field) => (
        <ListField
          key={field}
          label={ui.listFields[field]}
          items={values[field]}
          suggestions={SUGGESTIONS[field]}
          onChange={(items) => onList(group, field, items)}
        />
      ))}
    </fieldset>
  );
}
