/**
 * The interviewer of `npm start`: no model, a fixed list of questions asked one at a time. The
 * conversation is the source of truth: every turn replays the parent's answers from an empty profile, so a
 * resent or edited history always gives the same profile, and nothing depends on what the client says the
 * profile is.
 */
import type { ProfileData__Output } from '@storybook-app/proto';
import { emptyProfileData } from '../profile-rules';
import type { ChatTurn, InterviewTurn, ProfileInterviewer } from './interviewer';
import { closingLine, OFFLINE_QUESTIONS } from './offline-questions';

const nameIn = (profile: ProfileData__Output): string =>
  profile.personal_information?.first_name || 'your child';

export const offlineInterviewer: ProfileInterviewer = {
  adapter: 'offline',
  async nextTurn(messages: ChatTurn[]): Promise<InterviewTurn> {
    let profile = emptyProfileData();
    let cursor = 0;
    let misunderstood = false;
    for (const message of messages) {
      if (message.sender !== 'user' || !message.text.trim()) continue;
      const question = OFFLINE_QUESTIONS[cursor];
      if (!question) break;
      const next = question.apply(profile, message.text);
      misunderstood = next === null;
      if (next) {
        profile = next;
        cursor++;
      }
    }
    const question = OFFLINE_QUESTIONS[cursor];
    if (!question) return { profile, complete: true, nextQuestion: closingLine(nameIn(profile)) };
    const ask = question.ask(nameIn(profile));
    return {
      profile,
      complete: false,
      nextQuestion: misunderstood
        ? `Sorry, I didn't quite get that. ${question.hint ?? ''} ${ask}`.replace(/\s+/g, ' ')
        : ask,
    };
  },
};
