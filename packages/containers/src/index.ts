export * from './base-image';
export * from './build-images';
export * from './engine';
export * from './overlay';
export * from './product';
export * from './run-containers';
export * from './store-standins';
