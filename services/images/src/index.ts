export { imagesConfigSchema, type ImagesConfig } from './config';
export { startImagesService } from './service';
