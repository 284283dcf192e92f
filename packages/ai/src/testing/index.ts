/**
 * Fake AI providers for tests: local HTTP servers that speak OpenAI's, Anthropic's, Black Forest Labs' and
 * Stability AI's wire formats, so tests run the real SDKs and HTTP clients through their base URL. A separate
 * entry point (`@storybook-app/ai/testing`), never exported from the package's main index, so production code
 * cannot pull them in.
 */
export * from './fake-anthropic';
export * from './fake-bfl';
export type { FakeImageAnswer } from './fake-images';
export * from './fake-openai';
export * from './fake-stability';
export type { FakeAnswer, FakeAnswerHandler, FakeUsage, RecordedRequest } from './fake-server';
export * from './png';
export * from './profile-fixtures';
export * from './xml';
export * from './model-story-answers';
export * from './ideas';
export * from './safety-ideas';
export * from './safety-ideas-held-out';
