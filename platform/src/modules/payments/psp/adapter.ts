/**
 * A payment service provider (PSP) as a pg deposit channel sees it. One adapter per protocol
 * (simpay.ts); an instance is opened per channel with that channel's settings and secret.
 */
export interface PspOrder {
  /** Our deposit id, as text: the PSP echoes it in its callback. */
  orderId: string;
  amount_minor: bigint;
  currency: string;
  /** Where the PSP posts the payment's outcome. */
  notifyUrl: string;
}

export interface PspPayment {
  pspReference: string;
  /** A page to open; a QR code's content to render; at least one of the two. */
  payUrl?: string;
  qrContent?: string;
}

export interface PspCallback {
  orderId: string;
  pspReference: string;
  /** What the PSP says was paid: a mismatch with the deposit is not credited (status review). */
  amount_minor: bigint;
  status: 'paid' | 'failed';
}

export interface PspAdapter {
  /** Asks the PSP for a payment; throws PspError when it cannot be reached or refuses. */
  createPayment(order: PspOrder): Promise<PspPayment>;
  /** Checks a callback's signature over the raw body; throws PspSignatureError when it does not check out. */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): PspCallback;
  /** The answer the PSP expects once a callback was taken (so it stops retrying). */
  readonly callbackAck: { contentType: string; body: string };
}

/** The non-secret settings of a channel and its secret, as the payments service opens them. */
export interface PspChannelSettings {
  baseUrl: string;
  merchantId: string;
  callbackBaseUrl: string;
  secret: string;
  timeout_ms: number;
}

export type PspAdapterFactory = (settings: PspChannelSettings) => PspAdapter;

/** The PSP could not be reached, timed out, or answered something we cannot use. */
export class PspError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PspError';
  }
}

/** A callback whose signature (or shape) does not check out: nothing may move. */
export class PspSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PspSignatureError';
  }
}
