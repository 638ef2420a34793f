/** Which folder-name rules apply on the destination device. */
export type NamePlatform = 'windows' | 'mac' | 'posix';

/** Windows: none of <>:"/\|?* or control characters, no trailing dot or space, no reserved device names. */
const WINDOWS_NAME = /^[^<>:"/\\|?*\u0000-\u001f]+$/;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;
/** Mac: no slash or colon, and not hidden (no leading dot). */
const MAC_NAME = /^[^/:\u0000]+$/;
const POSIX_NAME = /^[^/\u0000]+$/;

/** The platform of a node class. */
export const platformOf = (nodeClass: string | null | undefined): NamePlatform =>
  nodeClass?.startsWith('WINDOWS') ? 'windows' : nodeClass?.startsWith('MAC') ? 'mac' : 'posix';

/** "Required", "Invalid" or null for a new folder's name (spec 000 §5). */
export function validateFolderName(raw: string, platform: NamePlatform): 'required' | 'invalid' | null {
  const name = raw.trim();
  if (!name) return 'required';
  if (name === '.' || name === '..' || name.length > 255) return 'invalid';
  if (platform === 'windows') return WINDOWS_NAME.test(name) && !/[. ]$/.test(raw) && !WINDOWS_RESERVED.test(name) ? null : 'invalid';
  if (platform === 'mac') return MAC_NAME.test(name) && !name.startsWith('.') ? null : 'invalid';
  return POSIX_NAME.test(name) ? null : 'invalid';
}

/** The root a device's folder tree starts at (spec 000 §9: Windows "C:/"). */
export const rootPathOf = (platform: NamePlatform) => (platform === 'windows' ? 'C:/' : '/');

/** Joins a folder path and a child name with forward slashes. */
export const joinPath = (parent: string, name: string) => (parent.endsWith('/') ? `${parent}${name}` : `${parent}/${name}`);
