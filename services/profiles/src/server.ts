/** Maps the Profiles gRPC methods onto the domain. */
import { AppError, type ServiceHandlers } from '@storybook-app/kit';
import { REFUSAL_DAYS } from '@storybook-app/ai';
import { toChildProfile, type ChildProfiles } from './child-profiles';
import { profileChatTurn, type ProfileChatDeps } from './interview/profile-chat';
import { profileImageProblem, profileProblems, profileWords, withEveryGroup } from './profile-rules';

export function profilesHandlers(deps: ProfileChatDeps): ServiceHandlers<'profiles'> {
  const profiles: ChildProfiles = deps.profiles;
  return {
    ListProfiles: async ({ user_id }) => ({
      profiles: (await profiles.list(user_id)).map(toChildProfile),
    }),

    GetProfile: async ({ user_id, profile_id }) => toChildProfile(await profiles.get(user_id, profile_id)),

    SaveProfile: async ({ user_id, profile }) => {
      const data = profile?.profile_data ? withEveryGroup(profile.profile_data) : null;
      const problems = [...profileProblems(data)];
      const imageProblem = profileImageProblem(profile?.profile_image ?? '');
      if (imageProblem) problems.push(imageProblem);
      if (!profile || !data || problems.length > 0) {
        throw new AppError('invalid_argument', `Invalid profile: ${problems.join('; ')}`);
      }
      // Every word typed into a profile reaches the stories written for the child.
      const verdict = await deps.safety.check({ text: profileWords(data), kind: 'profile' });
      if (verdict.action !== 'allow')
        throw new AppError('invalid_argument', `Invalid profile: ${verdict.reason}`);
      return toChildProfile(await profiles.save(user_id, { ...profile, profile_data: data }));
    },

    GetSafetyRefusals: async () => ({ counts: await deps.refusals.counts(), days: REFUSAL_DAYS }),

    ProfileChat: async ({ user_id, messages, profile_data }) =>
      profileChatTurn(
        deps,
        user_id,
        messages.map((m) => ({ text: m.text, sender: m.sender === 'assistant' ? 'assistant' : 'user' })),
        profile_data,
      ),
  };
}
