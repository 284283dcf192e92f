// A browser test walks many pages; on a loaded two-core CI machine that takes longer than a unit test may.
// Each step still fails on its own after STEP_TIMEOUT_MS (e2e/browser.ts), naming what never happened.
jest.setTimeout(90_000);
