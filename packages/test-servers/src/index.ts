export * from './cache';
export * from './install';
export * from './servers';
export * from './test-run';
export { freePort, stopProcess } from './process';
export { GO_SERVERS, KAFKA, installedVersion } from './versions';
