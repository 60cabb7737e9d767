import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpayCreateRequestSchema, simpayHeaders, simpaySign, simpayVerify } from '@/platform/src/modules/payments/psp/simpay';

/**
 * A simpay PSP on loopback (port 0), speaking the protocol of platform/src/modules/payments
 * (README.md, "simpay"): it takes signed payment requests, refusing a bad signature with 401,
 * and `pay()` posts signed callbacks to the platform as a real PSP would: retrying on a non-2xx
 * answer and, when asked, delivering the same callback again.
 */
export interface SimPayment {
  orderId: string;
  pspReference: string;
  amount_minor: bigint;
  currency: string;
  notifyUrl: string;
}

export interface PayOptions {
  /** What the callback says was paid (default: the requested amount). */
  amount_minor?: bigint;
  status?: 'paid' | 'failed';
  /** Extra deliveries of the same callback after the first accepted one. */
  duplicate?: number;
  /** Deliveries after a non-2xx answer before giving up (default 3). */
  retries?: number;
  /** The first n deliveries carry a garbled signature (as if corrupted on the way): the platform must refuse them. */
  garbleFirst?: number;
  /** Sign with this secret instead of the account's. */
  secret?: string;
}

export interface Delivery {
  status: number;
  body: string;
}

export interface PspSimulator {
  url: string;
  payments: Map<string, SimPayment>;
  /** Create requests refused for a bad signature or shape. */
  refused: number;
  pay(orderId: string, opts?: PayOptions): Promise<Delivery[]>;
  close(): Promise<void>;
}

const retryDelay_ms = 10;
const body_max_bytes = 64 * 1024;

export async function startPspSimulator(accounts: Record<string, string>): Promise<PspSimulator> {
  const payments = new Map<string, SimPayment>();
  const sim = { refused: 0 } as PspSimulator;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= body_max_bytes) chunks.push(c);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method !== 'POST' || req.url !== '/v1/payments') return answer(404, { error: 'not found' });
      const merchantId = req.headers[simpayHeaders.merchant];
      const secret = typeof merchantId === 'string' ? accounts[merchantId] : undefined;
      const signature = req.headers[simpayHeaders.signature];
      if (!secret || !simpayVerify(secret, raw, typeof signature === 'string' ? signature : undefined)) {
        sim.refused += 1;
        return answer(401, { error: 'bad signature' });
      }
      let parsed;
      try {
        parsed = simpayCreateRequestSchema.safeParse(JSON.parse(raw));
      } catch {
        parsed = null;
      }
      if (!parsed?.success || parsed.data.merchantId !== merchantId) {
        sim.refused += 1;
        return answer(400, { error: 'bad request' });
      }
      const pspReference = `SP${randomBytes(6).toString('hex')}`;
      payments.set(parsed.data.orderId, {
        orderId: parsed.data.orderId, pspReference, amount_minor: BigInt(parsed.data.amount_minor), currency: parsed.data.currency,
        notifyUrl: parsed.data.notifyUrl,
      });
      answer(200, { pspReference, payUrl: `${sim.url}/pay/${pspReference}`, qrContent: `simpay://pay/${pspReference}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sim.payments = payments;

  sim.pay = async (orderId, opts = {}) => {
    const p = payments.get(orderId);
    if (!p) throw new Error(`simpay: no payment for order ${orderId}`);
    const merchantId = Object.keys(accounts)[0]!;
    const secret = opts.secret ?? accounts[merchantId]!;
    const body = JSON.stringify({
      merchantId, orderId, pspReference: p.pspReference, amount_minor: (opts.amount_minor ?? p.amount_minor).toString(), currency: p.currency,
      status: opts.status ?? 'paid', timestamp: Date.now(),
    });
    const deliveries: Delivery[] = [];
    const deliver = async (garble: boolean): Promise<Delivery> => {
      const signature = simpaySign(secret, body);
      const res = await fetch(p.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json', [simpayHeaders.merchant]: merchantId,
          [simpayHeaders.signature]: garble ? signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) : signature,
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      const d = { status: res.status, body: await res.text() };
      deliveries.push(d);
      return d;
    };
    let garble = opts.garbleFirst ?? 0;
    const attempts = 1 + (opts.retries ?? 3);
    for (let i = 0; i < attempts; i++) {
      const d = await deliver(garble-- > 0);
      if (d.status >= 200 && d.status < 300) break;
      await new Promise((r) => setTimeout(r, retryDelay_ms));
    }
    for (let i = 0; i < (opts.duplicate ?? 0); i++) await deliver(false);
    return deliveries;
  };

  sim.close = () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
  return sim;
}
