import type { DeviceFacts, NodeClass } from '@outpost/contracts';

/** The node class a device reports itself as, from its OS facts. */
export function nodeClassFromFacts(facts: DeviceFacts): NodeClass {
  const platform = facts.os.platform.toLowerCase();
  const distro = facts.os.distro.toLowerCase();
  if (platform.startsWith('win')) return distro.includes('server') ? 'WINDOWS_SERVER' : 'WINDOWS_WORKSTATION';
  if (platform === 'darwin') return distro.includes('server') ? 'MAC_SERVER' : 'MAC';
  // A Linux host without a desktop session is most likely a server.
  return facts.lastLoginUser ? 'LINUX_WORKSTATION' : 'LINUX_SERVER';
}
