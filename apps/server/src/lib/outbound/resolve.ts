import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isAllowed, refusedKindOf, type OutboundAllowList } from './address-policy.ts';
import { OutboundError } from './outcomes.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Throws the guard's refusal unless `address` is public or allowed for `host`. */
export function checkAddress(allow: OutboundAllowList, host: string, address: string): void {
  const kind = refusedKindOf(address);
  if (kind !== null && !isAllowed(allow, host, address)) throw new OutboundError('REFUSED_BY_GUARD', `${host} is ${address}, a ${kind} address`);
}

/**
 * Resolves `host` and checks every address it has: one refused address refuses the name, so
 * which one the connection would pick cannot matter. An address literal is checked as it is.
 */
export async function resolveChecked(allow: OutboundAllowList, host: string): Promise<ResolvedAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family !== 0) {
    checkAddress(allow, bare, bare);
    return [{ address: bare, family: family as 4 | 6 }];
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(bare, { all: true, verbatim: true });
  } catch (error) {
    throw new OutboundError('DNS_FAILURE', `${bare}: ${(error as { code?: string }).code ?? 'lookup failed'}`);
  }
  if (addresses.length === 0) throw new OutboundError('DNS_FAILURE', `${bare}: no addresses`);
  for (const a of addresses) checkAddress(allow, bare, a.address);
  return addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}
