/**
 * Fake AI providers for tests: local HTTP servers that speak OpenAI's and Anthropic's wire formats, so tests
 * run the real SDKs through their base URL. A separate entry point (`@storybook-app/ai/testing`), never
 * exported from the package's main index, so production code cannot pull them in.
 */
export * from './fake-anthropic';
export * from './fake-openai';
export type { FakeAnswer, FakeAnswerHandler, FakeUsage, RecordedRequest } from './fake-server';
