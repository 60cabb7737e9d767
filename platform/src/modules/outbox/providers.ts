import nodemailer from 'nodemailer';
import type { OutboxChannel } from './repo';

/** What a provider is handed: one message of the outbox. */
export interface OutgoingMessage {
  id: number;
  merchantId: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
}

/**
 * Delivers messages of one channel. `holds`: the provider does not deliver at all; messages
 * stay in the outbox with status 'held' (the default when no provider is configured: an
 * operator reads them through /bo/outbox or `npm run ops -- outbox:list`).
 */
export interface OutboxProvider {
  readonly name: string;
  readonly holds: boolean;
  /** Resolves once the provider accepted the message; throws to have it retried. */
  send(msg: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}

/** A refusal that retrying cannot fix (a 4xx of the provider): the row is marked failed at once. */
export class PermanentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentFailure';
  }
}

export const holdingProvider: OutboxProvider = {
  name: 'outbox',
  holds: true,
  async send() {
    throw new Error('the outbox provider holds messages; nothing should send through it');
  },
};

export const smsHttpTimeout_ms = 10_000;

/**
 * SMS over HTTP: POST {to, text} as JSON with `Authorization: Bearer <token>`. Any 2xx is
 * accepted; 408, 429 and 5xx (and network errors, timeouts) are retried; other 4xx fail.
 */
export function httpSmsProvider(opts: { url: string; token?: string; timeout_ms?: number }): OutboxProvider {
  const timeout_ms = opts.timeout_ms ?? smsHttpTimeout_ms;
  return {
    name: 'sms-http',
    holds: false,
    async send(msg) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
        body: JSON.stringify({ to: msg.recipient, text: msg.body }),
        signal: AbortSignal.timeout(timeout_ms),
        redirect: 'error',
      });
      // The body is not needed; reading it frees the connection.
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return;
      const line = `SMS provider answered HTTP ${res.status}`;
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) throw new PermanentFailure(line);
      throw new Error(line);
    },
  };
}

/** Timeouts added to SMTP_URL unless it names its own (nodemailer reads them from the query). */
const smtpTimeouts_ms = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** E-mail over SMTP through nodemailer: SMTP_URL (smtp:// or smtps://, user and password inline), SMTP_FROM. */
export function smtpEmailProvider(opts: { url: string; from: string }): OutboxProvider {
  const u = new URL(opts.url);
  for (const [k, v] of Object.entries(smtpTimeouts_ms)) if (!u.searchParams.has(k)) u.searchParams.set(k, String(v));
  const transport = nodemailer.createTransport(u.toString());
  return {
    name: 'smtp',
    holds: false,
    async send(msg) {
      try {
        await transport.sendMail({ from: opts.from, to: msg.recipient, subject: msg.subject ?? '', text: msg.body });
      } catch (e) {
        // 5xx SMTP replies are permanent (bad recipient, refused sender); 4xx and network errors are not.
        const code = (e as { responseCode?: number }).responseCode;
        if (code && code >= 500) throw new PermanentFailure(`SMTP ${code}: ${(e as Error).message}`);
        throw e;
      }
    },
    async close() {
      transport.close();
    },
  };
}

export const defaultSmtpFrom = 'no-reply@localhost';

/** The providers the configuration asks for: HTTP SMS and SMTP e-mail when set, held otherwise. */
export function providersFromConfig(config: { smsHttpUrl?: string; smsHttpToken?: string; smtpUrl?: string; smtpFrom?: string }): Record<OutboxChannel, OutboxProvider> {
  return {
    sms: config.smsHttpUrl ? httpSmsProvider({ url: config.smsHttpUrl, token: config.smsHttpToken }) : holdingProvider,
    email: config.smtpUrl ? smtpEmailProvider({ url: config.smtpUrl, from: config.smtpFrom ?? defaultSmtpFrom }) : holdingProvider,
  };
}
