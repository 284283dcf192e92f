/** The adapters `npm start` runs on when no servers are configured. */
export { openSqliteDocumentStore } from './sqlite-document-store';
export type { SqliteDocumentStoreOptions } from './sqlite-document-store';
export { createInProcessEventBus } from './in-process-event-bus';
export type { InProcessEventBus, InProcessEventBusOptions } from './in-process-event-bus';
export { openFolderBlobStore } from './folder-blob-store';
export type { FolderBlobStoreOptions } from './folder-blob-store';
