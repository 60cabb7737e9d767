/**
 * The verification pages' script, for the browser: it recomputes a round from pasted seeds with
 * the very functions the tables and the lotteries run (the wheel, the shoe, the hands, the draw), bundled by
 * verify-bundle.ts. Only the HMAC differs: the browser's is WebCrypto, which answers
 * asynchronously, so the stream's blocks are computed ahead and the games read them
 * synchronously; a game that needs more blocks than were made asks again with more.
 */
import { dealBaccarat } from '../baccarat/hand';
import { drawOrder, generateCard } from '../bingo/card';
import { bingoPaytable, callTimes, playCard } from '../bingo/paytable';
import { dealFromShoe, newShoe, shoeStart } from '../cards/shoe';
import { dealDragonTiger } from '../dragon-tiger/game';
import type { Uint32Source } from '../fair/stream';
import { drawLottery, formatIds, type FormatId } from '../lottery/formats';
import { spinPocket } from '../roulette/wheel';

class NeedMore extends Error {}

/** The stream's integers, read in order (big-endian, eight per HMAC block, as FairStream reads them). */
class Ahead implements Uint32Source {
  private i = 0;
  constructor(private readonly words: Uint32Array) {}
  nextUint32(): number {
    if (this.i >= this.words.length) throw new NeedMore();
    return this.words[this.i++]!;
  }
}

const encode = (s: string) => new TextEncoder().encode(s);

/** Blocks 0 .. count-1 of HMAC-SHA256(key = serverSeed as text, message = `clientSeed:nonce:block`). */
async function words(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<Uint32Array> {
  const key = await crypto.subtle.importKey('raw', encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const blocks = await Promise.all(Array.from({ length: count }, (_, b) => crypto.subtle.sign('HMAC', key, encode(`${clientSeed}:${nonce}:${b}`))));
  const out = new Uint32Array(count * 8);
  blocks.forEach((sig, b) => {
    const view = new DataView(sig);
    for (let j = 0; j < 8; j++) out[b * 8 + j] = view.getUint32(j * 4);
  });
  return out;
}

async function withStream<T>(serverSeed: string, clientSeed: string, nonce: number, blocks: number, run: (s: Uint32Source) => T): Promise<T> {
  for (let n = blocks; ; n *= 4) {
    try {
      return run(new Ahead(await words(serverSeed, clientSeed, nonce, n)));
    } catch (e) {
      if (!(e instanceof NeedMore) || n > 4096) throw e;
    }
  }
}

async function sha256(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', encode(text)));
  return Array.from(d, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** Every hand of a shoe from its seeds, with its burn: what the table dealt, hand by hand. */
function shoeHands(game: 'baccarat' | 'dragonTiger', source: Uint32Source) {
  const shoe = newShoe(source);
  const deal = game === 'baccarat' ? dealBaccarat : dealDragonTiger;
  const hands: unknown[] = [];
  let state = shoeStart(shoe);
  while (!state.finished) {
    const dealt = dealFromShoe(shoe, state, deal as (draw: () => number) => unknown);
    state = dealt.state;
    hands.push(dealt.hand);
  }
  return { burn: { shown: shoe.burnShown, faceDown: shoe.burnedFaceDown }, hands };
}

const houseVerify = {
  sha256,
  roulette: (serverSeed: string, clientSeed: string, nonce: number) => withStream(serverSeed, clientSeed, nonce, 1, (s) => ({ pocket: spinPocket(s) })),
  shoe: (game: 'baccarat' | 'dragonTiger', serverSeed: string, clientSeed: string, nonce: number) =>
    withStream(serverSeed, clientSeed, nonce, 64, (s) => shoeHands(game, s)),
  /**
   * A bingo round: its called balls (the first of the order), and, given a purchase's number and
   * card count, its cards (`card:<purchase>`, nonce per card) with what each pays.
   */
  bingo: async (serverSeed: string, clientSeed: string, nonce: number, slipId: string, cards: number) => {
    const order = await withStream(serverSeed, clientSeed, nonce, 16, drawOrder);
    const at = callTimes(order);
    const made = await Promise.all(Array.from({ length: Math.min(Math.max(cards, 0), bingoPaytable.cards_per_member_max) }, (_, k) =>
      withStream(serverSeed, `card:${slipId}`, k, 4, generateCard)));
    return {
      balls: order.slice(0, bingoPaytable.balls_drawn),
      cards: made.map((card) => {
        const r = playCard(card, at);
        return { card: [...card], best: r.best, pays: r.pays };
      }),
    };
  },
  /** A lottery draw (`5d` or `11x5`) from its seeds, as the draw engine makes it (`lotteryDrawFromSeeds`, nonce 0). */
  lottery: async (format: FormatId, serverSeed: string, clientSeed: string, nonce: number) => {
    if (!formatIds.includes(format)) throw new Error(`unknown lottery format ${String(format)}`);
    return withStream(serverSeed, clientSeed, nonce, 1, (s) => drawLottery(format, s));
  },
};

(globalThis as unknown as { houseVerify: typeof houseVerify }).houseVerify = houseVerify;
