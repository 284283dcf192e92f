export * from './cache';
export * from './install';
export * from './servers';
export * from './test-run';
export { freePort } from './free-port';
export { stopProcess } from './process';
export { GO_SERVERS, KAFKA, installedVersion } from './versions';
