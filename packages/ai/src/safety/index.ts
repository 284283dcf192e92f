export * from './layered-moderator';
export * from './moderator-from-env';
export * from './offline-moderator';
export {
  offlineFinding,
  offlineVerdict,
  OFFLINE_LAYER,
  type OfflineFinding,
} from './offline/offline-classifier';
export * from './openai-moderation';
export * from './refusal-texts';
export * from './safety-judge';
export * from './safety-verdict';
export * from './refusal-log';
export * from './safety-gate';
