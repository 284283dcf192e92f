import type { Page } from '../../api/types';

/** A page's picture: the animated one when the book was made with moving pictures, else the still one. */
export const pagePicture = (page: Page): string | null =>
  page.cf_cloud_animated_url || page.cf_cloud_url || page.cloud_url || null;
