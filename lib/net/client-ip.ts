import { BlockList, isIP } from 'node:net';

/**
 * Trusted proxies: exact addresses or IPv4/IPv6 CIDR ranges, plus the word `loopback`
 * (127.0.0.0/8 and ::1). The client IP comes from X-Forwarded-For only when the direct
 * peer is trusted; then we walk the list from the right and stop at the first untrusted
 * hop, so a client cannot forge its address by prepending entries.
 *
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d, in any spelling) are treated as the IPv4
 * address they carry, because a dual-stack socket reports IPv4 peers that way.
 *
 * The matching itself is node:net's BlockList. It is kept as two lists, one per family,
 * because a single BlockList lets an IPv6 range such as ::/0 match every IPv4 address
 * (it compares IPv4 as mapped IPv6), and a trust list of IPv6 proxies must not trust IPv4 peers.
 */
export type TrustList = readonly string[];

export const defaultTrustedProxies: TrustList = ['loopback'];

/** More hops than this are not walked: the answer is then the last trusted hop we reached. */
export const maxForwardedHops = 32;

const loopbackRanges: TrustList = ['127.0.0.0/8', '::1/128'];

interface Addr {
  /** The address BlockList checks: IPv4 text for IPv4 and mapped addresses, without any zone. */
  text: string;
  family: 'ipv4' | 'ipv6';
  /** Written as IPv6 but carrying an IPv4 address (::ffff:0:0/96). */
  mapped: boolean;
}

/** The canonical spelling of an IPv4-mapped address, as the URL parser writes it: ::ffff:7f00:1. */
const mappedCanonical = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/;

function parseAddr(text: string): Addr | null {
  const kind = isIP(text);
  if (kind === 4) return { text, family: 'ipv4', mapped: false };
  if (kind !== 6) return null;
  // A zone (fe80::1%eth0) names an interface, not part of the address.
  const plain = text.includes('%') ? text.slice(0, text.indexOf('%')) : text;
  const m = mappedCanonical.exec(new URL(`http://[${plain}]/`).hostname);
  if (!m) return { text: plain, family: 'ipv6', mapped: false };
  const hi = parseInt(m[1]!, 16);
  const lo = parseInt(m[2]!, 16);
  return { text: [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.'), family: 'ipv4', mapped: true };
}

/** The address as we report it: IPv4-mapped addresses in their IPv4 form, others as given. */
function presentAddr(text: string, addr: Addr): string {
  return addr.mapped ? addr.text : text;
}

interface Range {
  addr: Addr;
  len: number;
}

/** `address` or `address/len`, strictly; a mapped IPv6 range becomes its IPv4 range. */
function parseRange(entry: string): Range | null {
  const parts = entry.split('/');
  if (parts.length > 2) return null;
  const addr = parseAddr(parts[0]!);
  if (!addr) return null;
  const written = addr.family === 'ipv4' && !addr.mapped ? 32 : 128;
  let len = written;
  if (parts.length === 2) {
    if (!/^\d{1,3}$/.test(parts[1]!)) return null;
    len = Number(parts[1]);
    if (len > written) return null;
  }
  if (addr.mapped) {
    if (len < 96) return null;
    len -= 96;
  }
  return { addr, len };
}

interface Lists {
  ipv4: BlockList;
  ipv6: BlockList;
}

/** Trust lists are read once per list: config holds one array for the life of the process. */
const built = new WeakMap<TrustList, Lists>();

function listsOf(trust: TrustList): Lists {
  let lists = built.get(trust);
  if (lists) return lists;
  lists = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const entry of trust.flatMap((e) => (e === 'loopback' ? loopbackRanges : [e]))) {
    // Entries are checked at boot (isValidTrustEntry); a malformed one here trusts nothing.
    const range = parseRange(entry);
    if (range) lists[range.addr.family].addSubnet(range.addr.text, range.len, range.addr.family);
  }
  built.set(trust, lists);
  return lists;
}

function trusts(addr: Addr, trust: TrustList): boolean {
  return listsOf(trust)[addr.family].check(addr.text, addr.family);
}

export function isTrusted(ip: string, trust: TrustList): boolean {
  const addr = parseAddr(ip.trim());
  return addr !== null && trusts(addr, trust);
}

export function isValidTrustEntry(entry: string): boolean {
  return entry === 'loopback' || parseRange(entry) !== null;
}

/** The client address for a request whose direct peer is `peer`. */
export function clientIp(peer: string, forwardedFor: string | null | undefined, trust: TrustList): string {
  const peerAddr = parseAddr(peer.trim());
  if (!peerAddr) return peer;
  let current = presentAddr(peer.trim(), peerAddr);
  if (!forwardedFor || !trusts(peerAddr, trust)) return current;
  const hops = forwardedFor.split(',').map((s) => s.trim()).filter(Boolean);
  const last = Math.max(0, hops.length - maxForwardedHops);
  for (let i = hops.length - 1; i >= last; i--) {
    const hop = hops[i]!;
    const addr = parseAddr(hop);
    // Garbage was written by a trusted hop or the client itself; the last hop we trust is
    // the best we know.
    if (!addr) return current;
    current = presentAddr(hop, addr);
    if (!trusts(addr, trust)) return current;
  }
  return current;
}
