export * from './book-metrics';
export * from './event-metrics';
export * from './grpc-metrics';
export * from './http-metrics';
export * from './registry';
export * from './server';
export * from './exposition';
