import type { Clock } from '@/platform/src/context';
import { describeEachDb } from '@/tests/support/db';
import { makePlatform, type TestPlatform } from '@/tests/support/platform';
import { startSmtp, type TestSmtp } from '@/tests/support/smtp';

describeEachDb('e-mail over SMTP', (get) => {
  let p: TestPlatform;
  let smtp: TestSmtp;
  let merchantId: number;
  const now = Date.parse('2026-11-02T10:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  const outbox = () => p.deps.outbox;

  beforeAll(async () => {
    smtp = await startSmtp();
    p = await makePlatform(get().db, { clock, config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, smtpFrom: 'Demo Casino <no-reply@demo.test>' } });
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
  });
  afterAll(async () => {
    await p.app.close();
    await smtp.close();
  });

  const list = async (recipient: string) => {
    const r = await p.app.inject({
      method: 'GET', url: `/bo/outbox?merchant=demo&channel=email&recipient=${encodeURIComponent(recipient)}`,
      headers: { authorization: `Bearer ${p.opsToken}` },
    });
    return r.json().value;
  };

  it('delivers an enqueued e-mail after commit: sender, recipient, subject and body reach the server', async () => {
    await p.deps.db.tx((q) => p.deps.outbox!.enqueue(q, {
      merchantId, channel: 'email', recipient: 'player@example.com', subject: 'Reset your password',
      body: 'Open https://localhost/m/forget?token=abc123 within 30 minutes.', purpose: 'email.password.reset',
    }));
    expect((await list('player@example.com'))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await outbox().dispatchPending()).toEqual({ sent: 1, held: 0, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@demo.test');
    expect(mail!.to).toEqual(['player@example.com']);
    expect(mail!.raw).toMatch(/^From: Demo Casino <no-reply@demo\.test>\r?$/m);
    expect(mail!.raw).toMatch(/^To: player@example\.com\r?$/m);
    expect(mail!.raw).toMatch(/^Subject: Reset your password\r?$/m);
    expect(mail!.raw).toContain('Open https://localhost/m/forget?token=abc123 within 30 minutes.');

    const [row] = await list('player@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: new Date(now).toISOString() });
    // Nothing left to send: a second pass does nothing.
    expect(await outbox().dispatchPending()).toEqual({ sent: 0, held: 0, retried: 0, failed: 0 });
  });

  it('marks an e-mail failed at once when the server refuses the recipient for good (5xx)', async () => {
    await p.deps.db.tx((q) => p.deps.outbox!.enqueue(q, {
      merchantId, channel: 'email', recipient: 'refused@example.com', subject: 'Hello', body: 'Hello.', purpose: 'email.test',
    }));
    expect(await outbox().dispatchPending()).toMatchObject({ failed: 1 });
    const [row] = await list('refused@example.com');
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/^smtp: SMTP 550/);
  });

  it('sends nothing when the transaction that enqueued rolls back', async () => {
    await expect(p.deps.db.tx(async (q) => {
      await p.deps.outbox!.enqueue(q, { merchantId, channel: 'email', recipient: 'ghost@example.com', subject: 'x', body: 'x', purpose: 'email.test' });
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    await outbox().dispatchPending();
    expect(await list('ghost@example.com')).toEqual([]);
    expect(smtp.received.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });
});
