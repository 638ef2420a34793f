import type { Upload } from '@outpost/contracts';
import { call } from './typed.ts';

/** Uploads one file to the server's upload store (rich-text images and attachments, ticket and e-mail files); the answer carries `contentId` and `url`. */
export function uploadFile(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('post', '/api/uploads', { body: form });
}
