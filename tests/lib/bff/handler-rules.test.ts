import { isCrossSite } from '@/lib/bff/cross-site';
import { stripSecrets } from '@/lib/bff/handler';

const req = (method: string, h: Record<string, string>) => ({ method, headers: new Headers(h) });

describe('isCrossSite', () => {
  it('lets reads through whatever their origin', () => {
    expect(isCrossSite(req('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', host: 'a.test' }))).toBe(false);
  });
  it('refuses a POST the browser marks cross-site', () => {
    expect(isCrossSite(req('POST', { 'sec-fetch-site': 'cross-site', host: 'a.test' }))).toBe(true);
    expect(isCrossSite(req('PUT', { 'sec-fetch-site': 'same-site', host: 'a.test' }))).toBe(true);
  });
  it('refuses a mutating request whose Origin is another host', () => {
    expect(isCrossSite(req('DELETE', { origin: 'https://evil.example', host: 'a.test' }))).toBe(true);
    expect(isCrossSite(req('POST', { origin: 'null', host: 'a.test' }))).toBe(true);
  });
  it('accepts a same-origin POST', () => {
    expect(isCrossSite(req('POST', { origin: 'http://a.test:3000', host: 'a.test:3000', 'sec-fetch-site': 'same-origin' }))).toBe(false);
  });
  it('refuses a cross-site GET that changes state, and lets the same GET through from the site itself', () => {
    expect(isCrossSite(req('GET', { 'sec-fetch-site': 'cross-site', host: 'a.test' }), true)).toBe(true);
    expect(isCrossSite(req('GET', { origin: 'https://evil.example', host: 'a.test' }), true)).toBe(true);
    expect(isCrossSite(req('GET', { 'sec-fetch-site': 'same-origin', host: 'a.test' }), true)).toBe(false);
  });
  it('accepts a client without Origin or Sec-Fetch-Site (it cannot carry a visitor cookie)', () => {
    expect(isCrossSite(req('POST', { host: 'a.test' }))).toBe(false);
  });
});

describe('stripSecrets', () => {
  it('removes tokens at any depth and keeps everything else', () => {
    expect(stripSecrets({ token: 't', id: 1, nested: [{ accessToken: 'x', name: 'n' }], userName: 'u' })).toEqual({
      id: 1,
      nested: [{ name: 'n' }],
      userName: 'u',
    });
  });
  it('passes scalars and null through', () => {
    expect(stripSecrets(null)).toBeNull();
    expect(stripSecrets('abc')).toBe('abc');
  });
});
