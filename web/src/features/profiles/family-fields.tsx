import type { ChildProfileData, FamilyMember, Friend, Pet } from '../../api/types';
import { ui } from '../../lib/texts';
import { Entries } from './entries';
import { TextField } from './form-fields';
import { ListField } from './list-field';
import { blankFamilyEntry, blankFriend, FAMILY_ENTRIES, FRIENDS_MAX } from './profile-data';

type Family = ChildProfileData['family'];

function RelativeFields({
  item,
  update,
}: {
  item: FamilyMember;
  update: (patch: Partial<FamilyMember>) => void;
}) {
  return (
    <>
      {(['relationship', 'name', 'nickname'] as const).map((field) => (
        <TextField
          key={field}
          label={ui.relativeFields[field]}
          value={item[field]}
          maxLength={100}
          onChange={(value) => update({ [field]: value })}
        />
      ))}
    </>
  );
}

function PetFields({ item, update }: { item: Pet; update: (patch: Partial<Pet>) => void }) {
  return (
    <>
      {(['type', 'name', 'breed'] as const).map((field) => (
        <TextField
          key={field}
          label={ui.petFields[field]}
          value={item[field]}
          maxLength={100}
          onChange={(value) => update({ [field]: value })}
        />
      ))}
    </>
  );
}

/** §3: two parents, one sibling and one pet, and more when the family has them. */
export function FamilyFields({ family, onChange }: { family: Family; onChange: (family: Family) => void }) {
  const set =
    <K extends keyof Family>(key: K) =>
    (items: Family[K]) =>
      onChange({ ...family, [key]: items });
  return (
    <fieldset className="profile-group">
      <legend>{ui.profileGroups.family}</legend>
      {(['parents', 'siblings'] as const).map((kind) => (
        <Entries
          key={kind}
          kind={kind}
          items={family[kind]}
          onChange={set(kind)}
          blank={blankFamilyEntry[kind]}
          {...FAMILY_ENTRIES[kind]}
        >
          {(item, update) => <RelativeFields item={item} update={update} />}
        </Entries>
      ))}
      <Entries
        kind="pets"
        items={family.pets}
        onChange={set('pets')}
        blank={blankFamilyEntry.pets}
        {...FAMILY_ENTRIES.pets}
      >
        {(item, update) => <PetFields item={item} update={update} />}
      </Entries>
    </fieldset>
  );
}

/** §3: friends, each with name, age and a list of interests. */
export function FriendsFields({
  friends,
  onChange,
}: {
  friends: Friend[];
  onChange: (friends: Friend[]) => void;
}) {
  return (
    <fieldset className="profile-group">
      <legend>{ui.profileGroups.friends}</legend>
      <Entries
        kind="friends"
        items={friends}
        onChange={onChange}
        blank={blankFriend}
        min={0}
        max={FRIENDS_MAX}
      >
        {(item, update) => (
          <>
            <TextField
              label={ui.friendFields.name}
              value={item.name}
              maxLength={100}
              onChange={(name) => update({ name })}
            />
            <TextField
              label={ui.friendFields.age}
              value={item.age}
              maxLength={20}
              onChange={(age) => update({ age })}
            />
            <ListField
              label={ui.friendFields.interests}
              items={item.interests}
              onChange={(interests) => update({ interests })}
            />
          </>
        )}
      </Entries>
    </fieldset>
  );
}
