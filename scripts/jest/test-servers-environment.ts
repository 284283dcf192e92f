/**
 * Jest's node environment, plus the shared test servers for the files that need them: before such a file
 * runs, it asks the run's broker (scripts/jest/start-test-servers.ts) for the servers, which starts them on
 * the first ask, and puts their addresses (`MONGO_URL`, `KAFKA_BROKERS`, …) in the file's `process.env`, as
 * the tests and `testServer()` read them. Which files need them is given by jest.config.js
 * (`testEnvironmentOptions.sharedServers`, from scripts/jest/test-tiers.js).
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { request as httpRequest } from 'node:http';
import { TestEnvironment } from 'jest-environment-node';
import { BROKER_VARIABLE } from './broker';

/**
 * node:http rather than fetch: the first ask may wait for the servers to be built on a new machine, longer
 * than fetch waits for an answer's headers (five minutes).
 */
function ask(broker: string): Promise<{ env?: Record<string, string>; error?: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(broker, { method: 'POST' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body)));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

export default class TestServersEnvironment extends TestEnvironment {
  private readonly needsServers: boolean;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const files = config.projectConfig.testEnvironmentOptions.sharedServers;
    this.needsServers = Array.isArray(files) && files.includes(context.testPath);
  }

  override async setup(): Promise<void> {
    await super.setup();
    if (!this.needsServers) return;
    const broker = process.env[BROKER_VARIABLE];
    if (!broker) throw new Error(`${BROKER_VARIABLE} is not set: the jest global setup opens it`);
    const answer = await ask(broker);
    if (!answer.env) throw new Error(`the test servers could not start: ${answer.error}`);
    // The file's sandbox has its own copy of the environment; the worker's own is for code outside it.
    Object.assign(this.global.process.env, answer.env);
    Object.assign(process.env, answer.env);
  }
}
