import {
  loginErrorPath, requestOrigin, socialCallbackBody, socialCallbackUrl, socialStartPath, stateOfAuthorizationUrl, statesMatch,
  telegramWidgetPage,
} from '@/lib/auth/social';

const headers = (h: Record<string, string>) => (n: string) => h[n] ?? null;

describe('social login helpers', () => {
  it('names the start and callback addresses of a provider', () => {
    expect(socialStartPath('google')).toBe('/auth/google/start');
    expect(socialCallbackUrl('https://casino.example', 'facebook')).toBe('https://casino.example/auth/facebook/callback');
  });

  it('takes the origin the browser sees from the proxy headers, else from the request URL', () => {
    const url = new URL('http://127.0.0.1:3000/auth/google/start');
    expect(requestOrigin(headers({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'casino.example' }), url)).toBe('https://casino.example');
    expect(requestOrigin(headers({ host: 'localhost:3000' }), url)).toBe('http://localhost:3000');
    expect(requestOrigin(headers({ host: 'evil"><script>' }), url)).toBe('http://127.0.0.1:3000');
  });

  it('sends failures to the login screen with a clean error code', () => {
    expect(loginErrorPath('module.disabled')).toBe('/m/login?error=module.disabled');
    expect(loginErrorPath('<script>')).toBe('/m/login?error=unknown.error');
    expect(loginErrorPath(null)).toBe('/m/login?error=unknown.error');
  });

  it('builds the callback body of Google and Facebook from code, state and iss', () => {
    expect(socialCallbackBody('google', new URLSearchParams('code=c1&state=s1&iss=https%3A%2F%2Faccounts.google.com&scope=x'))).toEqual({
      ok: true, body: { provider: 'google', code: 'c1', state: 's1', iss: 'https://accounts.google.com' },
    });
    expect(socialCallbackBody('facebook', new URLSearchParams('code=c2&state=s2'))).toEqual({ ok: true, body: { provider: 'facebook', code: 'c2', state: 's2' } });
    expect(socialCallbackBody('facebook', new URLSearchParams('error=access_denied&state=s2'))).toEqual({ ok: false, error: 'social.login.failed' });
    expect(socialCallbackBody('google', new URLSearchParams('state=s'))).toEqual({ ok: false, error: 'social.login.failed' });
  });

  it('takes only the Telegram widget fields, and needs id, first_name, auth_date and hash', () => {
    const q = new URLSearchParams({ id: '1', first_name: 'A', username: 'a', auth_date: '5', hash: 'ab', extra: 'no' });
    expect(socialCallbackBody('telegram', q)).toEqual({ ok: true, body: { provider: 'telegram', id: '1', first_name: 'A', username: 'a', auth_date: '5', hash: 'ab' } });
    expect(socialCallbackBody('telegram', new URLSearchParams({ id: '1', auth_date: '5' }))).toEqual({ ok: false, error: 'social.login.failed' });
  });

  it('reads the state of an authorization URL and compares states', () => {
    expect(stateOfAuthorizationUrl('https://accounts.google.com/o/oauth2/v2/auth?state=abc&nonce=n')).toBe('abc');
    expect(stateOfAuthorizationUrl('javascript:alert(1)?state=abc')).toBeNull();
    expect(statesMatch('abc', 'abc')).toBe(true);
    expect(statesMatch('abc', 'abd')).toBe(false);
    expect(statesMatch(undefined, 'abc')).toBe(false);
    expect(statesMatch('abc', 'abcd')).toBe(false);
  });

  it('escapes what goes into the Telegram widget page', () => {
    const html = telegramWidgetPage({ botName: 'Bot"><x', authUrl: 'http://localhost:3000/auth/telegram/callback', title: 'T' });
    expect(html).toContain('data-telegram-login="Bot&quot;&gt;&lt;x"');
    expect(html).toContain('data-auth-url="http://localhost:3000/auth/telegram/callback"');
  });
});
