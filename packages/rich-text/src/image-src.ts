import { IMAGE_DATA_URL_TYPES } from './schema.ts';
import { urlScheme } from './links.ts';

const DATA_IMAGE = new RegExp(`^data:image/(${IMAGE_DATA_URL_TYPES.join('|')});base64,[a-z0-9+/=\\s]+$`, 'i');

/** True for a `data:` URL holding a jpeg, jpg, png or gif image, the only inline types allowed. */
export function isAllowedImageDataUrl(src: string): boolean {
  return DATA_IMAGE.test(src.trim());
}

/** The image source if it is safe to keep (http(s), cid or an allowed data URL), else null. */
export function sanitizeImageSrc(src: string): string | null {
  const trimmed = src.trim();
  if (trimmed === '') return null;
  const scheme = urlScheme(trimmed);
  if (scheme === null) return trimmed.startsWith('/') && !trimmed.startsWith('//') ? trimmed : null;
  if (scheme === 'http' || scheme === 'https' || scheme === 'cid') return trimmed;
  if (scheme === 'data') return isAllowedImageDataUrl(trimmed) ? trimmed : null;
  return null;
}
