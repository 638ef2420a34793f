/**
 * New-folder name rules (spec 000 §5 "New folder name"): one rule set shared by the web form,
 * the server and the agent that creates the folder.
 */

/** POSIX: Linux and other Unix devices (only `/` and NUL are impossible there). */
export type FolderNamePlatform = 'WINDOWS' | 'MAC' | 'POSIX';

// Windows: no <>:"/\|?* or control characters, no trailing dot or space, no device names.
const WINDOWS_FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f]/;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
// Mac: no slash or colon, no control characters, and (per the spec) no leading dot.
const MAC_FORBIDDEN = /[/:\u0000-\u001f]/;

/** The rule set of the OS the agent runs on (`process.platform`). */
export const folderNamePlatformOf = (platform: string): FolderNamePlatform => (platform === 'win32' ? 'WINDOWS' : platform === 'darwin' ? 'MAC' : 'POSIX');

/** The rule set of a device by its node class (`WINDOWS_SERVER`, `MAC`, `LINUX_WORKSTATION`, …). */
export const folderNamePlatformOfNodeClass = (nodeClass: string | null | undefined): FolderNamePlatform =>
  nodeClass?.startsWith('WINDOWS') ? 'WINDOWS' : nodeClass?.startsWith('MAC') ? 'MAC' : 'POSIX';

/** Why a folder name is refused ('Required' or 'Invalid'), or null when it is acceptable. */
export function folderNameProblem(raw: string, platform: FolderNamePlatform): 'Required' | 'Invalid' | null {
  const name = raw.trim();
  if (name === '') return 'Required';
  if (name === '.' || name === '..' || name.length > 255) return 'Invalid';
  if (platform === 'WINDOWS') {
    if (WINDOWS_FORBIDDEN.test(raw) || WINDOWS_RESERVED.test(name) || /[. ]$/.test(raw)) return 'Invalid';
    return null;
  }
  if (platform === 'MAC') return MAC_FORBIDDEN.test(raw) || name.startsWith('.') ? 'Invalid' : null;
  return /[/\u0000]/.test(raw) ? 'Invalid' : null;
}
