import { parseEnv } from '@/platform/src/config';
import { defaultSmtpFrom, holdingProvider, providersFromConfig } from '@/platform/src/modules/outbox/providers';

describe('outbox providers from the configuration', () => {
  it('holds SMS and e-mail in the outbox when nothing is configured', () => {
    const p = providersFromConfig({});
    expect(p.sms).toBe(holdingProvider);
    expect(p.email).toBe(holdingProvider);
    expect(p.sms.holds).toBe(true);
  });

  it('sends SMS over HTTP when SMS_HTTP_URL is set, and e-mail over SMTP when SMTP_URL is set', async () => {
    const p = providersFromConfig({ smsHttpUrl: 'https://sms.example/send', smsHttpToken: 't', smtpUrl: 'smtp://mail.example:587' });
    expect(p.sms).toMatchObject({ name: 'sms-http', holds: false });
    expect(p.email).toMatchObject({ name: 'smtp', holds: false });
    await p.email.close?.();
    expect(defaultSmtpFrom).toMatch(/@/);
  });
});

/** An environment of just these variables (ProcessEnv wants NODE_ENV, which the platform does not read). */
const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

describe('outbox environment variables', () => {
  it('reads SMS_HTTP_URL, SMS_HTTP_TOKEN, SMTP_URL and SMTP_FROM', () => {
    const e = parseEnv(env({ SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_TOKEN: 'secret', SMTP_URL: 'smtps://u:p@mail.example:465', SMTP_FROM: 'Casino <no-reply@casino.example>' }));
    expect(e).toMatchObject({ SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_TOKEN: 'secret', SMTP_URL: 'smtps://u:p@mail.example:465', SMTP_FROM: 'Casino <no-reply@casino.example>' });
  });

  it.each([
    [{ SMS_HTTP_URL: 'ftp://sms.example' }, /SMS_HTTP_URL: must be an http\(s\) URL/],
    [{ SMTP_URL: 'mail.example:25' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ SMTP_FROM: 'nobody' }, /SMTP_FROM: must contain an e-mail address/],
  ])('refuses %j at boot', (vars, message) => {
    expect(() => parseEnv(env(vars))).toThrow(message);
  });
});
