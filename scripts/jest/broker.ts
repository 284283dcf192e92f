/** Where a test file asks for the shared test servers: set by the jest global setup for its workers. */
export const BROKER_VARIABLE = 'STORYBOOK_TEST_SERVERS_BROKER';
