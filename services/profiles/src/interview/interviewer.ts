/**
 * The profile interview (spec §2 "AI chat"): the parent answers questions until the profile is complete.
 * Two implementations: the offline interviewer (npm start, no keys) and one that asks a model through the
 * author port. The service validates whatever they return before anything is stored.
 */
import type { ProfileData__Output } from '@storybook-app/proto';

export interface ChatTurn {
  text: string;
  sender: 'user' | 'assistant';
}

export interface InterviewTurn {
  profile: ProfileData__Output;
  complete: boolean;
  /** The next question; when complete, a closing line. */
  nextQuestion: string;
}

export interface ProfileInterviewer {
  /** `offline`, or the author adapter and model, e.g. `openai:gpt-4o-mini` (readiness shows it). */
  readonly adapter: string;
  /** The next step of the interview, given the whole conversation and the profile so far. */
  nextTurn(messages: ChatTurn[], profile: ProfileData__Output): Promise<InterviewTurn>;
}
