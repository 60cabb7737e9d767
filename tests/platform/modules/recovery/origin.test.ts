import { resetLink, resetOrigin } from '@/platform/src/modules/recovery/origin';

const merchant = { mainDomain: 'casino.example', domains: ['casino.example', 'm.casino.example', 'localhost'] };
const trusted = ['loopback', '10.0.0.0/8'];

describe('resetOrigin', () => {
  it('answers https on the main domain for a request without forwarded headers', () => {
    expect(resetOrigin(merchant, { peer: '127.0.0.1' }, trusted)).toBe('https://casino.example');
  });

  it('falls back to the first domain when the merchant has no main domain', () => {
    expect(resetOrigin({ mainDomain: '', domains: ['play.example'] }, { peer: '203.0.113.9' }, trusted)).toBe('https://play.example');
  });

  it('uses the forwarded host and scheme of a trusted proxy, port included', () => {
    expect(resetOrigin(merchant, { peer: '10.1.2.3', forwardedHost: 'm.casino.example', forwardedProto: 'https' }, trusted))
      .toBe('https://m.casino.example');
    expect(resetOrigin(merchant, { peer: '127.0.0.1', forwardedHost: 'localhost:3000', forwardedProto: 'http' }, trusted))
      .toBe('http://localhost:3000');
  });

  it('reads the first hop of a comma-joined or repeated header, in any case', () => {
    expect(resetOrigin(merchant, { peer: '::1', forwardedHost: 'M.Casino.Example, proxy.internal', forwardedProto: ['HTTPS', 'http'] }, trusted))
      .toBe('https://m.casino.example');
  });

  it('ignores forwarded headers from a peer that is not a trusted proxy', () => {
    expect(resetOrigin(merchant, { peer: '203.0.113.9', forwardedHost: 'm.casino.example', forwardedProto: 'http' }, trusted))
      .toBe('https://casino.example');
  });

  it('never points a link at a host that is not the merchant\'s, even from a trusted proxy', () => {
    for (const forwardedHost of ['evil.example', 'casino.example.evil.example', 'casino.example@evil.example', 'evil.example/casino.example']) {
      expect(resetOrigin(merchant, { peer: '127.0.0.1', forwardedHost, forwardedProto: 'https' }, trusted)).toBe('https://casino.example');
    }
  });

  it('needs both headers and a web scheme', () => {
    expect(resetOrigin(merchant, { peer: '127.0.0.1', forwardedHost: 'm.casino.example' }, trusted)).toBe('https://casino.example');
    expect(resetOrigin(merchant, { peer: '127.0.0.1', forwardedProto: 'http' }, trusted)).toBe('https://casino.example');
    expect(resetOrigin(merchant, { peer: '127.0.0.1', forwardedHost: 'm.casino.example', forwardedProto: 'javascript' }, trusted))
      .toBe('https://casino.example');
  });
});

describe('resetLink', () => {
  it('opens the forgot-password screen with the token', () => {
    expect(resetLink('https://casino.example', 'abc_DEF-123')).toBe('https://casino.example/m/forget?reset=abc_DEF-123');
  });
});
