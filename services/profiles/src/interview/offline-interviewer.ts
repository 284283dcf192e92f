/**
 * The interviewer of `npm start`: no model, a fixed list of questions asked one at a time. The
 * conversation is the source of truth: every turn replays the parent's answers from an empty profile, so a
 * resent or edited history always gives the same profile, and nothing depends on what the client says the
 * profile is. An answer can answer more than the question asked ("Maya, 7" gives the age too), and a question
 * already answered is not asked.
 */
import type { ProfileData__Output } from '@storybook-app/proto';
import { emptyProfileData } from '../profile-rules';
import type { ChatTurn, InterviewTurn, ProfileInterviewer } from './interviewer';
import { closingLine, OFFLINE_QUESTIONS, type Reading } from './offline-questions';

const nameIn = (profile: ProfileData__Output): string =>
  profile.personal_information?.first_name || 'your child';

/** The first question not answered yet, in the order they are asked. */
const nextUnanswered = (answered: Set<string>) => OFFLINE_QUESTIONS.find((q) => !answered.has(q.key));

export const offlineInterviewer: ProfileInterviewer = {
  adapter: 'offline',
  async nextTurn(messages: ChatTurn[]): Promise<InterviewTurn> {
    let profile = emptyProfileData();
    const answered = new Set<string>();
    let last: Reading | undefined;
    for (const message of messages) {
      if (message.sender !== 'user' || !message.text.trim()) continue;
      const question = nextUnanswered(answered);
      if (!question) break;
      last = question.read(profile, message.text);
      profile = last.profile;
      for (const key of last.answered) answered.add(key);
    }
    // What the last answer was understood as, said back first: "Maya, 7 — got it."
    const said = last?.understood ? `${last.understood} — got it. ` : '';
    const question = nextUnanswered(answered);
    if (!question) return { profile, complete: true, nextQuestion: said + closingLine(nameIn(profile)) };
    const ask = question.ask(nameIn(profile));
    return {
      profile,
      complete: false,
      nextQuestion:
        last?.retry !== undefined
          ? `${said}${last.retry} ${question.hint ?? ''} ${ask}`.replace(/\s+/g, ' ')
          : `${said}${ask}`,
    };
  },
};
