import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  server: SMTPServer;
  port: number;
  /** Every message accepted, in order. */
  received: ReceivedMail[];
  /** smtp://127.0.0.1:<port>, for the platform's SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives (no TLS, no auth); mail to refused@... gets 550. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('refused@')) return cb(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const parts: Buffer[] = [];
      stream.on('data', (b: Buffer) => parts.push(b));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(parts).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    server, port: bound, received, url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The subject and text of a single-part message as a reader sees it: headers unfolded, the
 * body decoded from quoted-printable or base64 (nodemailer picks one for long or non-ASCII text).
 */
export function mailText(raw: string): { subject: string; text: string } {
  const sep = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, sep).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(sep + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { subject: /^Subject:\s*(.*)$/im.exec(head)?.[1] ?? '', text: body.replace(/\r\n/g, '\n') };
}
