/** The adapters on real servers, for running the services on Kafka, MongoDB and S3. */
export { openMongoDocumentStore } from './mongo-document-store';
export type { MongoDocumentStoreOptions } from './mongo-document-store';
export { createKafkaEventBus } from './kafka-event-bus';
export type { KafkaEventBusOptions } from './kafka-event-bus';
export { openS3BlobStore } from './s3-blob-store';
export type { S3BlobStoreOptions } from './s3-blob-store';
