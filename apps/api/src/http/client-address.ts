import { BlockList, isIP } from 'node:net';
import type { Request } from 'express';
import type { Config } from '../config';
import { badRequest } from './app-error';

const UNREADABLE_ADDRESS_MESSAGE = 'نشانی اتصال شما قابل شناسایی نیست';

/**
 * The key every per-address limit counts under: an IPv4 address as it is (IPv4-mapped IPv6 included),
 * an IPv6 address by its /64, since one customer gets a whole /64 and could otherwise use a new address
 * for every request. A client address that is not an IP (a forged X-Forwarded-For) is refused with 400.
 */
export function clientAddress(req: Request): string {
  const address = req.ip?.replace(/%.*$/, ''); // a link-local zone names the interface, not the client
  const version = address ? isIP(address) : 0;
  if (!address || version === 0) throw badRequest(UNREADABLE_ADDRESS_MESSAGE);
  if (version === 4) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (the URL parser writes it in one canonical form). */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head = '', tail = ''] = canonical.split('::');
  const groupsOf = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [first, last] = [groupsOf(head), groupsOf(tail)];
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * A request from this machine itself (its own tools and tests) while no proxy is trusted: behind a
 * trusted proxy a loopback address says nothing about who asks.
 */
export function fromThisMachine(req: Request, trustProxy: Config['trustProxy']): boolean {
  const address = req.socket.remoteAddress;
  return !trustProxy && !!address && LOOPBACK.check(address, familyOf(address));
}

/**
 * Express's "trust proxy" for TRUST_PROXY: at most `hops` proxies, each of which must be one of the
 * given addresses or subnets; the address before them is the client's.
 */
export function trustedProxies({ hops, from }: NonNullable<Config['trustProxy']>) {
  const proxies = new BlockList();
  for (const entry of from) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    if (prefix === undefined) proxies.addAddress(address, familyOf(address));
    else proxies.addSubnet(address, Number(prefix), familyOf(address));
  }
  return (address: string, hop: number) =>
    hop < hops && isIP(address) !== 0 && proxies.check(address, familyOf(address));
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
