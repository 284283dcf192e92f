/** Where each service keeps its data in the embedded run: one SQLite file per service, one blob folder. */
import { join } from 'node:path';
import { openFolderBlobStore, openSqliteDocumentStore } from './adapters/embedded';
import type { BlobStore } from './ports/blob-store';
import type { DocumentStore } from './ports/document-store';

export const openEmbeddedStore = async (dataDir: string, service: string): Promise<DocumentStore> =>
  openSqliteDocumentStore({ file: join(dataDir, `${service}.sqlite`) });

export const openEmbeddedBlobs = async (dataDir: string): Promise<BlobStore> =>
  openFolderBlobStore({ dir: join(dataDir, 'blobs') });
