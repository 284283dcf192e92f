export { imagesConfigSchema, type ImagesConfig } from './config';
export { startImagesService } from './service';
// Where a user's pictures live, for suites that seed and check the blob store as images would.
export { userBlobPrefix } from './user-blobs';
