import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Where a round's randomness comes from. Play uses FairStream (provably fair, HMAC-SHA256);
 * the simulation uses a seeded fast generator. Both hand out uniform 32-bit integers, and
 * uniformBelow turns those into outcomes (reel stops, pockets, cards, balls) the same way for both.
 */
export interface Uint32Source {
  nextUint32(): number;
}

const two32 = 0x1_0000_0000;

/** Draws at most this many times for one integer: for n ≤ 2^31 a draw is rejected with probability < 1/2, so 64 in a row is below 2^-64. */
const draws_max = 64;

/**
 * A uniform integer in [0, n) without modulo bias: a draw u is accepted only below the
 * largest multiple of n that fits in 2^32, so every residue has the same number of
 * accepted draws; a draw in the rejected zone at the top is thrown away and drawn again.
 */
export function uniformBelow(source: Uint32Source, n: number): number {
  // `n % 1` rather than Number.isInteger: built-ins called from a jest sandbox cost a microsecond each.
  if (!(n >= 1 && n <= 0x8000_0000 && n % 1 === 0)) throw new Error(`fair: cannot draw below ${n}`);
  const limit = two32 - (two32 % n);
  for (let i = 0; i < draws_max; i++) {
    const u = source.nextUint32();
    if (u < limit) return u % n;
  }
  throw new Error('fair: random source rejected 64 draws in a row');
}

/**
 * The provably fair stream of one round: block b is HMAC-SHA256(key = serverSeed, message =
 * `${clientSeed}:${nonce}:${b}`) for b = 0, 1, 2, ... (the issue's `round` counter), read as
 * big-endian 32-bit integers, eight per block. Anyone holding the three inputs replays it.
 */
export class FairStream implements Uint32Source {
  private block = 0;
  private bytes: Buffer = Buffer.alloc(0);
  private offset = 0;

  constructor(private readonly serverSeed: string, private readonly clientSeed: string, private readonly nonce: number) {
    if (!isServerSeed(serverSeed)) throw new Error('fair: a server seed is 64 hex characters');
    if (!Number.isSafeInteger(nonce) || nonce < 0) throw new Error(`fair: bad nonce ${nonce}`);
  }

  /** The HMAC blocks used so far (for the record: a round normally needs one). */
  get blocksUsed(): number {
    return this.block;
  }

  nextUint32(): number {
    if (this.offset + 4 > this.bytes.length) {
      this.bytes = fairBlock(this.serverSeed, this.clientSeed, this.nonce, this.block++);
      this.offset = 0;
    }
    const u = this.bytes.readUInt32BE(this.offset);
    this.offset += 4;
    return u;
  }
}

/** One 32-byte block of the fair stream. The key is the server seed as its hex text, like the README's shell recipe. */
export function fairBlock(serverSeed: string, clientSeed: string, nonce: number, block: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
}

const serverSeedPattern = /^[0-9a-f]{64}$/;
export const isServerSeed = (s: string): boolean => serverSeedPattern.test(s);

/** A fresh server seed: 32 random bytes from the operating system's CSPRNG, as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** What the player sees before playing: sha256 of the server seed's hex text, hex. */
export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** A default client seed for a new session (the player may replace it with any text they like). */
export function newClientSeed(): string {
  return randomBytes(12).toString('base64url');
}

/** Client seeds are short printable text: they go into the HMAC message and the history. */
export const clientSeedPattern = /^[\x21-\x7e]{1,64}$/;

/**
 * A seeded fast generator for the simulation (xoshiro128**, 2^128 - 1 period), seeded
 * through splitmix32. Not for play: it is predictable by design.
 */
export class FastSource implements Uint32Source {
  private s = new Uint32Array(4);

  constructor(seed: number) {
    let x = seed >>> 0;
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      this.s[i] = (z ^ (z >>> 16)) >>> 0;
    }
    if ((this.s[0] | this.s[1] | this.s[2] | this.s[3]) === 0) this.s[0] = 1;
  }

  nextUint32(): number {
    const s = this.s;
    // x * 5 and y * 9 modulo 2^32 by shifts: Math.imul is slow when called from a jest sandbox.
    const x = ((s[1] << 2) + s[1]) | 0;
    const y = (x << 7) | (x >>> 25);
    const result = ((y << 3) + y) >>> 0;
    const t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 11) | (s[3] >>> 21);
    return result;
  }
}
