/** Helpers for the tests of every package and service (`@storybook-app/kit/testing`); no product code uses them. */
export { eventually, type EventuallyOptions } from './eventually';
