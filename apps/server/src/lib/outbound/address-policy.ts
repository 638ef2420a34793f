import { BlockList, isIP, isIPv4 } from 'node:net';

/** Address ranges the server never calls unless the allow-list names them, with the words an administrator reads. */
const REFUSED_V4: [network: string, prefix: number, kind: string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['127.0.0.0', 8, 'loopback'],
  // 169.254.169.254 is the cloud metadata service of most providers.
  ['169.254.0.0', 16, 'link-local or metadata'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];
const REFUSED_V6: [network: string, prefix: number, kind: string][] = [
  // ::/96 holds :: (unspecified), ::1 (loopback) and the deprecated IPv4-compatible forms.
  ['::', 96, 'loopback or unspecified'],
  ['fc00::', 7, 'private'],
  ['fe80::', 10, 'link-local or metadata'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
];

/** The address in its one canonical spelling: IPv6 compressed and lower case, `[…]` removed. */
function canonical(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '');
  return isIPv4(bare) ? bare : new URL(`http://[${bare}]`).hostname.slice(1, -1);
}

/**
 * The IPv4 address an IPv6 address carries, for the forms that reach IPv4 hosts: IPv4-mapped
 * (::ffff:a.b.c.d) and the NAT64 prefix (64:ff9b::/96). Null for any other address.
 */
function embeddedIpv4(ipv6: string): string | null {
  const match = /^(?:::ffff|64:ff9b:):([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ipv6);
  if (!match) return null;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Which refused range an address falls in ('loopback', 'private', …), or null for a public address.
 * IPv6 forms of IPv4 addresses are judged as the IPv4 address they reach.
 */
export function refusedKindOf(address: string): string | null {
  const ip = canonical(address);
  const v4 = isIPv4(ip) ? ip : embeddedIpv4(ip);
  if (v4) {
    const hit = REFUSED_V4.find(([network, prefix]) => inSubnet(v4, network, prefix, 'ipv4'));
    return hit ? hit[2] : null;
  }
  const hit = REFUSED_V6.find(([network, prefix]) => inSubnet(ip, network, prefix, 'ipv6'));
  return hit ? hit[2] : null;
}

// One BlockList per range, built once: BlockList answers whether, not which.
const subnets = new Map<string, BlockList>();
function inSubnet(address: string, network: string, prefix: number, family: 'ipv4' | 'ipv6'): boolean {
  const key = `${network}/${prefix}`;
  let list = subnets.get(key);
  if (!list) {
    list = new BlockList();
    list.addSubnet(network, prefix, family);
    subnets.set(key, list);
  }
  return list.check(address, family);
}

/** What `OUTPOST_OUTBOUND_ALLOW` names: addresses and networks (CIDR), and host names. */
export interface OutboundAllowList {
  networks: BlockList;
  hosts: Set<string>;
}

const normaliseHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

/**
 * Parses the allow-list: comma-separated addresses (`127.0.0.1`, `::1`), networks
 * (`10.0.0.0/8`, `fd00::/8`) and host names (`mail.internal`). A malformed entry stops the
 * server with a message rather than silently allowing or refusing something else.
 */
export function parseAllowList(text: string | undefined): OutboundAllowList {
  const networks = new BlockList();
  const hosts = new Set<string>();
  for (const raw of (text ?? '').split(',')) {
    const entry = normaliseHost(raw);
    if (entry === '') continue;
    const [address, prefixText] = entry.split('/') as [string, string | undefined];
    const family = isIP(address);
    if (family !== 0) {
      const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
        throw new Error(`OUTPOST_OUTBOUND_ALLOW: "${raw.trim()}" has an invalid prefix length`);
      networks.addSubnet(canonical(address), prefix, family === 4 ? 'ipv4' : 'ipv6');
    } else if (prefixText === undefined && /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/.test(entry)) {
      hosts.add(entry);
    } else {
      throw new Error(`OUTPOST_OUTBOUND_ALLOW: "${raw.trim()}" is neither an address, a network nor a host name`);
    }
  }
  return { networks, hosts };
}

/** Whether the allow-list lets the server call `address`, reached through the name `host`. */
export function isAllowed(allow: OutboundAllowList, host: string, address: string): boolean {
  if (allow.hosts.has(normaliseHost(host))) return true;
  const ip = canonical(address);
  if (isIPv4(ip)) return allow.networks.check(ip, 'ipv4');
  const v4 = embeddedIpv4(ip);
  return allow.networks.check(ip, 'ipv6') || (v4 !== null && allow.networks.check(v4, 'ipv4'));
}
