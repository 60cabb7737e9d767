import { isIP } from 'node:net';

/**
 * Trusted proxies: exact addresses or IPv4/IPv6 CIDR ranges, plus the word `loopback`
 * (127.0.0.0/8 and ::1). The client IP comes from X-Forwarded-For only when the direct
 * peer is trusted; then we walk the list from the right and stop at the first untrusted
 * hop, so a client cannot forge its address by prepending entries.
 *
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d, in any spelling) are treated as the IPv4
 * address they carry, because a dual-stack socket reports IPv4 peers that way.
 */
export type TrustList = readonly string[];

export const defaultTrustedProxies: TrustList = ['loopback'];

/** More hops than this are not walked: the answer is then the last trusted hop we reached. */
export const maxForwardedHops = 32;

const loopbackRanges: TrustList = ['127.0.0.0/8', '::1/128'];

interface Addr {
  v: bigint;
  bits: 32 | 128;
  /** Written as IPv6 but carrying an IPv4 address (::ffff:0:0/96). */
  mapped: boolean;
}

function v4ToBigInt(text: string): bigint {
  return text.split('.').reduce((a, p) => (a << 8n) | BigInt(Number(p)), 0n);
}

function parseAddr(text: string): Addr | null {
  const kind = isIP(text);
  if (kind === 4) return { v: v4ToBigInt(text), bits: 32, mapped: false };
  if (kind !== 6) return null;
  // A zone (fe80::1%eth0) names an interface, not part of the address.
  let plain = text.includes('%') ? text.slice(0, text.indexOf('%')) : text;
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) stands for the last two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (tail) {
    const v4 = v4ToBigInt(tail[1]!);
    plain = `${plain.slice(0, tail.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = plain.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 ? (halves[1] ? halves[1].split(':') : []) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...rest];
  if (!groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  const v = groups.reduce((a, g) => (a << 16n) | BigInt(parseInt(g, 16)), 0n);
  if (v >> 32n === 0xffffn) return { v: v & 0xffffffffn, bits: 32, mapped: true };
  return { v, bits: 128, mapped: false };
}

/** The address as we report it: IPv4-mapped addresses in their IPv4 form, others as given. */
function presentAddr(text: string, addr: Addr): string {
  if (!addr.mapped) return text;
  return [24n, 16n, 8n, 0n].map((s) => Number((addr.v >> s) & 0xffn)).join('.');
}

interface Range {
  net: bigint;
  bits: 32 | 128;
  len: number;
}

/** `address` or `address/len`, strictly; a mapped IPv6 range becomes its IPv4 range. */
function parseRange(entry: string): Range | null {
  const parts = entry.split('/');
  if (parts.length > 2) return null;
  const addr = parseAddr(parts[0]!);
  if (!addr) return null;
  const written: number = addr.mapped ? 128 : addr.bits;
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
  return { net: addr.v, bits: addr.bits, len };
}

function inRange(addr: Addr, range: Range): boolean {
  if (addr.bits !== range.bits) return false;
  const shift = BigInt(range.bits - range.len);
  return addr.v >> shift === range.net >> shift;
}

function trusts(addr: Addr, trust: TrustList): boolean {
  for (const entry of trust) {
    if (entry === 'loopback') {
      if (trusts(addr, loopbackRanges)) return true;
      continue;
    }
    // Entries are checked at boot (isValidTrustEntry); a malformed one here trusts nothing.
    const range = parseRange(entry);
    if (range && inRange(addr, range)) return true;
  }
  return false;
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
