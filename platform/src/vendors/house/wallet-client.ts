import { createHmac, randomBytes } from 'node:crypto';

/**
 * The house vendor's side of the seamless-wallet API (platform/src/modules/vendor-wallet/
 * README.md): signed JSON posts to /vendor/<code>/wallet/<action>, exactly as an outside
 * vendor makes them. Nothing here touches the platform's tables.
 */

export type WalletAction = 'balance' | 'bet' | 'win' | 'rollback';

export interface WalletAnswer {
  status: string;
  balance: string | null;
  currency: string | null;
}

/** How a signed request reaches the wallet: HTTP in production; tests may post in-process. */
export interface WalletTransport {
  post(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }>;
}

/** Wait at most this long for an answer (the integration guide's advice). */
const answerTimeout_ms = 5000;

/** HTTP to a platform at baseUrl (e.g. http://127.0.0.1:4000), resolved per call. */
export function httpTransport(baseUrl: () => string): WalletTransport {
  return {
    async post(path, body, headers) {
      const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(answerTimeout_ms) });
      return { status: res.status, text: await res.text() };
    },
  };
}

/** Answers that mean "we do not know what happened": resend the same body. */
const unknownOutcome = new Set(['INTERNAL_ERROR']);
/** Resends of one call before giving up for now (the round stays unfinished and is retried later). */
const attempts_max = 3;
const backoff_ms = [0, 100, 400];

export class WalletClient {
  constructor(
    private readonly transport: WalletTransport,
    private readonly vendorCode: string,
    private readonly secretOf: (merchantId: number) => Promise<string>,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /**
   * One wallet call, signed over the exact bytes sent. A timeout, a connection error, HTTP
   * 5xx or INTERNAL_ERROR is retried with the same body (same transactionId: a replay cannot
   * pay twice); after the last try it answers null (outcome unknown).
   */
  async call(merchantId: number, action: WalletAction, fields: Record<string, unknown>): Promise<WalletAnswer | null> {
    const secret = await this.secretOf(merchantId);
    for (let attempt = 0; attempt < attempts_max; attempt++) {
      if (backoff_ms[attempt]) await this.sleep(backoff_ms[attempt]!);
      // requestId is ours per HTTP request; the transactionId in fields is the idempotency key.
      const body = JSON.stringify({ requestId: `hq_${randomBytes(9).toString('base64url')}`, ...fields });
      const signature = createHmac('sha256', secret).update(body).digest('hex');
      try {
        const res = await this.transport.post(`/vendor/${this.vendorCode}/wallet/${action}`, body, {
          'content-type': 'application/json', 'x-signature': signature,
        });
        if (res.status >= 500) continue;
        const answer = JSON.parse(res.text) as WalletAnswer;
        if (typeof answer?.status !== 'string') continue;
        if (unknownOutcome.has(answer.status)) continue;
        return answer;
      } catch {
        // Timeout or connection error: the call may or may not have landed. Resend.
      }
    }
    return null;
  }
}
