import { describe, expect, it } from 'vitest';
import { checkFile, checkImageFile, isFileTypeAllowed } from './files.ts';
import { isAllowedImageDataUrl } from './image-src.ts';

const MiB = 1024 * 1024;

describe('file rules', () => {
  it('refuses an empty file with the minimum-size message', () => {
    expect(checkFile({ name: 'a.txt', size: 0, type: 'text/plain' })).toEqual({ code: 'file-too-small', message: 'Minimum file size is 1 byte' });
  });
  it('accepts 1 byte and exactly 20 MiB, refuses one byte more', () => {
    expect(checkFile({ name: 'a', size: 1, type: '' })).toBeNull();
    expect(checkFile({ name: 'a', size: 20 * MiB, type: '' })).toBeNull();
    expect(checkFile({ name: 'a', size: 20 * MiB + 1, type: '' })).toMatchObject({ code: 'file-too-large', message: 'Maximum file size is 20 MiB' });
  });
  it('matches allowed types by MIME type, wildcard or extension', () => {
    const pdf = { name: 'Report.PDF', size: 10, type: 'application/pdf' };
    expect(isFileTypeAllowed(pdf, ['.pdf'])).toBe(true);
    expect(isFileTypeAllowed(pdf, ['application/pdf'])).toBe(true);
    expect(isFileTypeAllowed(pdf, ['image/*'])).toBe(false);
    expect(checkFile(pdf, ['image/*'])?.code).toBe('file-type-not-allowed');
  });
  it('accepts only jpeg, jpg, png and gif images', () => {
    expect(checkImageFile({ name: 'a.png', size: 5, type: 'image/png' })).toBeNull();
    expect(checkImageFile({ name: 'a.svg', size: 5, type: 'image/svg+xml' })?.code).toBe('file-type-not-allowed');
    expect(isAllowedImageDataUrl('data:image/gif;base64,R0lGOD==')).toBe(true);
    expect(isAllowedImageDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
  });
});
