import type { ProfileData__Output } from '@storybook-app/proto';
import {
  emptyProfileData,
  isValidBirthdate,
  profileImageProblem,
  profileProblems,
  withEveryGroup,
} from '../src/profile-rules';
import { mayaProfile, TINY_PNG } from './profile-fixture';

const today = new Date('2026-11-21T12:00:00Z');
const maya = () => withEveryGroup(mayaProfile() as ProfileData__Output);
const withInfo = (patch: Partial<NonNullable<ProfileData__Output['personal_information']>>) => {
  const data = maya();
  return { ...data, personal_information: { ...data.personal_information!, ...patch } };
};

describe('profile rules (spec §5)', () => {
  it('accept a complete profile', () => {
    expect(profileProblems(maya(), today)).toEqual([]);
  });

  it.each(['gender', 'language', 'ethnicity'] as const)('require the %s select', (field) => {
    expect(profileProblems(withInfo({ [field]: '' }), today)).toEqual([
      `personal_information.${field} is required`,
    ]);
  });

  it('accept only the options of the spec', () => {
    expect(profileProblems(withInfo({ gender: 'Robot', language: 'Klingon' }), today)).toEqual([
      'personal_information.gender must be one of: Boy, Girl, Other, Prefer not to say',
      expect.stringMatching(
        /^personal_information.language must be one of: English, Spanish, .*Vietnamese, Other$/,
      ),
    ]);
    expect(
      profileProblems(withInfo({ gender: 'Prefer not to say', ethnicity: 'Pacific Islander' }), today),
    ).toEqual([]);
  });

  it('require a first name, since the profile buttons show it', () => {
    expect(profileProblems(withInfo({ first_name: '  ' }), today)).toEqual([
      'personal_information.first_name is required',
    ]);
    expect(profileProblems(null, today)).toHaveLength(4);
  });

  it('take the birthdate as a real past date', () => {
    expect(isValidBirthdate('2020-02-29', today)).toBe(true);
    expect(isValidBirthdate('2021-02-29', today)).toBe(false);
    expect(isValidBirthdate('14/03/2020', today)).toBe(false);
    expect(isValidBirthdate('2027-01-01', today)).toBe(false);
    expect(profileProblems(withInfo({ birthdate: 'yesterday' }), today)).toEqual([
      'personal_information.birthdate must be a date (YYYY-MM-DD) in the past',
    ]);
    expect(profileProblems(withInfo({ birthdate: '' }), today)).toEqual([]);
  });

  it('take the age as a number of years', () => {
    expect(profileProblems(withInfo({ age: 'six' }), today)).toEqual([
      'personal_information.age must be a number of years',
    ]);
  });
});

describe('profile picture', () => {
  it('accepts a PNG data URL, or none', () => {
    expect(profileImageProblem(TINY_PNG)).toBeNull();
    expect(profileImageProblem('')).toBeNull();
  });

  it('refuses what is not a picture of the named type', () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    expect(profileImageProblem(svg)).toMatch(/must be a PNG, JPEG, GIF or WebP/);
    expect(profileImageProblem('https://example.com/cat.png')).toMatch(/must be a PNG/);
    const textAsPng = `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`;
    expect(profileImageProblem(textAsPng)).toBe('profile_image is not the picture its type says');
  });

  it('refuses more than 2 MB', () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    Buffer.from(TINY_PNG.split(',')[1]!, 'base64').copy(big);
    expect(profileImageProblem(`data:image/png;base64,${big.toString('base64')}`)).toBe(
      'profile_image must be at most 2 MB',
    );
  });
});

describe('withEveryGroup', () => {
  it('fills the groups gRPC left null', () => {
    const data = emptyProfileData();
    expect(data.interests?.fears).toEqual([]);
    expect(data.family?.pets).toEqual([]);
    expect(data.personal_information?.first_name).toBe('');
  });

  it('keeps the groups that are there', () => {
    expect(withEveryGroup(mayaProfile() as ProfileData__Output)).toEqual(mayaProfile());
  });
});
