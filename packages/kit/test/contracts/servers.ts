/**
 * Where the real test servers are: the jest global setup starts them once per run and exports their
 * addresses; `MONGO_URL`, `KAFKA_BROKERS`, `S3_ENDPOINT` set beforehand point the suites at other servers.
 */
export function testServer(
  variable:
    | 'MONGO_URL'
    | 'KAFKA_BROKERS'
    | 'S3_ENDPOINT'
    | 'STRIPE_API_BASE'
    | 'KAFKA_SASL_TEST_BROKERS'
    | 'KAFKA_SASL_TEST_USERNAME'
    | 'KAFKA_SASL_TEST_PASSWORD'
    | 'KAFKA_TLS_TEST_BROKERS'
    | 'KAFKA_TLS_TEST_CA_FILE',
): string {
  const value = process.env[variable];
  if (!value) {
    throw new Error(
      `${variable} is not set: run the tests through \`npm test\`, which starts the test servers`,
    );
  }
  return value;
}

/** MinIO's credentials as the global setup starts it (or as set for an external S3 store). */
export const s3Credentials = (): { accessKey: string; secretKey: string } => ({
  accessKey: process.env.S3_ACCESS_KEY ?? 'storybook',
  secretKey: process.env.S3_SECRET_KEY ?? 'storybook-secret',
});
