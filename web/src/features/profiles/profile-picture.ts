import { ui } from '../../lib/texts';

/** The profiles service keeps PNG, JPEG, GIF and WebP pictures of at most 2 MB; it refuses anything else. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** Why `file` cannot be a profile picture, or null when it can. */
export function pictureProblem(file: File): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return ui.pictureNotImage;
  if (file.size > PICTURE_MAX_BYTES) return ui.pictureTooLarge;
  return null;
}

/** The file as a base64 data URL, the form the profile keeps its picture in. */
export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
