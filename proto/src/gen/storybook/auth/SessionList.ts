// Original file: proto/storybook/auth.proto

import type { SessionSummary as _storybook_auth_SessionSummary, SessionSummary__Output as _storybook_auth_SessionSummary__Output } from '../../storybook/auth/SessionSummary';

export interface SessionList {
  'sessions'?: (_storybook_auth_SessionSummary)[];
}

export interface SessionList__Output {
  'sessions': (_storybook_auth_SessionSummary__Output)[];
}
