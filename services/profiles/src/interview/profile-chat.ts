/**
 * One turn of the profile chat: blank messages dropped (spec §5), the parent's words moderated before any
 * model sees them, the interviewer asked, and a finished profile checked by the same rules as the form and
 * saved. A model's "complete" is only believed when the profile passes those rules.
 */
import { AuthorOutputError, reasonFor, type RefusalLog, type SafetyGate } from '@storybook-app/ai';
import { AppError, type Logger } from '@storybook-app/kit';
import type { ProfileData__Output, ReplyOf } from '@storybook-app/proto';
import type { ChildProfiles } from '../child-profiles';
import { PROFILE_SCHEMA_VERSION } from '../profile-options';
import { emptyProfileData, profileProblems, withEveryGroup } from '../profile-rules';
import type { ChatTurn, ProfileInterviewer } from './interviewer';

/** The model answered twice in a shape that could not be used: worth another try, not the parent's fault. */
export const CHAT_ANSWER_UNUSABLE =
  'The assistant could not answer just now. Please send your message again.';

export const MODERATION_MESSAGE =
  "Let's keep our chat friendly for children's stories. Could you say that another way?";

export interface ProfileChatDeps {
  interviewer: ProfileInterviewer;
  /** The safety layers the parent's words pass, with the log of refusals admins read. */
  safety: SafetyGate;
  refusals: RefusalLog;
  profiles: ChildProfiles;
  logger: Logger;
}

/** `personal_information.first_name is required` → `first name`, for a sentence to the parent. */
const missingFields = (problems: string[]): string =>
  problems.map((problem) => (/\.(\w+)/.exec(problem)?.[1] ?? problem).replace(/_/g, ' ')).join(', ');

export async function profileChatTurn(
  deps: ProfileChatDeps,
  userId: string,
  messages: ChatTurn[],
  profileData: ProfileData__Output | null,
): Promise<ReplyOf<'profiles', 'ProfileChat'>> {
  const conversation = messages
    .filter((m) => m.text.trim() !== '')
    .map((m) => ({ ...m, text: m.text.trim() }));
  const current = profileData ? withEveryGroup(profileData) : emptyProfileData();

  // The whole history is checked, not only the last message: the client sends the history and could change it.
  const parentWords = conversation.filter((m) => m.sender === 'user').map((m) => m.text);
  if (parentWords.length > 0) {
    const verdict = await deps.safety.check({ text: parentWords.join('\n'), kind: 'chat' });
    if (verdict.action !== 'allow') {
      return {
        updated_profile: current,
        profile_complete: false,
        next_question: '',
        message: `${reasonFor(verdict.category)} ${MODERATION_MESSAGE}`,
      };
    }
  }

  const turn = await deps.interviewer.nextTurn(conversation, current).catch((error: unknown) => {
    if (!(error instanceof AuthorOutputError)) throw error;
    deps.logger.warn(
      { interviewer: deps.interviewer.adapter, usage: error.usage },
      'unusable interview answer',
    );
    throw new AppError('unavailable', CHAT_ANSWER_UNUSABLE);
  });
  const profile = withEveryGroup(turn.profile);
  const problems = profileProblems(profile);
  if (!turn.complete || problems.length > 0) {
    const nextQuestion =
      turn.complete && problems.length > 0
        ? `I still need a few details before I can save the profile: ${missingFields(problems)}.`
        : turn.nextQuestion;
    return { updated_profile: profile, profile_complete: false, next_question: nextQuestion, message: '' };
  }
  const saved = await deps.profiles.save(userId, {
    profile_id: '',
    version: PROFILE_SCHEMA_VERSION,
    profile_image: '',
    profile_data: profile,
  });
  return {
    updated_profile: profile,
    profile_complete: true,
    next_question: '',
    message: turn.nextQuestion,
    profile_id: saved._id,
  };
}
