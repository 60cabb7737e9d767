import { clientIp, defaultTrustedProxies, isTrusted, isValidTrustEntry, maxForwardedHops } from '@/lib/net/client-ip';

const loopback = defaultTrustedProxies;

describe('clientIp', () => {
  it('answers an untrusted peer and ignores its X-Forwarded-For', () => {
    expect(clientIp('203.0.113.7', '198.51.100.1', loopback)).toBe('203.0.113.7');
    expect(clientIp('2001:db8::7', '198.51.100.1', loopback)).toBe('2001:db8::7');
  });

  it('answers the peer when a trusted peer sends no X-Forwarded-For', () => {
    expect(clientIp('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(clientIp('127.0.0.1', null, loopback)).toBe('127.0.0.1');
    expect(clientIp('::1', '', loopback)).toBe('::1');
  });

  it('takes the rightmost untrusted hop behind a loopback proxy, so prepended entries are ignored', () => {
    expect(clientIp('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientIp('::1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientIp('127.0.0.1', '6.6.6.6, 198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientIp('127.0.0.1', '6.6.6.6,198.51.100.1 ,', loopback)).toBe('198.51.100.1');
  });

  it('walks a chain of trusted proxies', () => {
    const trust = ['loopback', '10.0.0.0/8', '192.0.2.5'];
    expect(clientIp('10.0.0.2', '6.6.6.6, 198.51.100.1, 192.0.2.5, 10.1.2.3', trust)).toBe('198.51.100.1');
    expect(clientIp('192.0.2.5', '198.51.100.1, 127.0.0.1', trust)).toBe('198.51.100.1');
  });

  it('answers the leftmost hop when every hop is trusted', () => {
    expect(clientIp('127.0.0.1', '10.0.0.9, 10.0.0.8', ['loopback', '10.0.0.0/8'])).toBe('10.0.0.9');
  });

  it('stops at a garbage hop and answers the last trusted address', () => {
    expect(clientIp('127.0.0.1', '198.51.100.1, not-an-ip', loopback)).toBe('127.0.0.1');
    expect(clientIp('127.0.0.1', '198.51.100.1, garbage, 127.0.0.2', loopback)).toBe('127.0.0.2');
    expect(clientIp('127.0.0.1', '198.51.100.1:8080', loopback)).toBe('127.0.0.1');
    expect(clientIp('127.0.0.1', 'unknown', loopback)).toBe('127.0.0.1');
    // A garbage hop left of the first untrusted one is never reached.
    expect(clientIp('127.0.0.1', 'garbage, 198.51.100.1', loopback)).toBe('198.51.100.1');
  });

  it('treats an IPv4-mapped peer as its IPv4 address', () => {
    expect(clientIp('::ffff:127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientIp('::ffff:203.0.113.7', '198.51.100.1', loopback)).toBe('203.0.113.7');
    expect(clientIp('::FFFF:127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientIp('::ffff:7f00:1', '198.51.100.1', loopback)).toBe('198.51.100.1');
  });

  it('reports IPv4-mapped hops in IPv4 form and other IPv6 hops as written', () => {
    expect(clientIp('127.0.0.1', '::ffff:198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientIp('127.0.0.1', '2001:db8::1', loopback)).toBe('2001:db8::1');
  });

  it('does not mistake other IPv6 addresses for mapped ones', () => {
    expect(clientIp('64:ff9b::7f00:1', '198.51.100.1', loopback)).toBe('64:ff9b::7f00:1');
  });

  it('walks a chain of IPv6 proxies and stops at the first untrusted IPv6 hop', () => {
    const trust = ['2001:db8:1::/48', 'fd00::/8'];
    expect(clientIp('fd00::2', '2001:db8:9::7, 2001:db8:1::5, fd12::1', trust)).toBe('2001:db8:9::7');
    expect(clientIp('2001:db8:2::1', '198.51.100.1', trust)).toBe('2001:db8:2::1');
    // An IPv6-only trust list trusts no IPv4 peer, mapped or not.
    expect(clientIp('::ffff:10.0.0.1', '198.51.100.1', ['::/0'])).toBe('10.0.0.1');
    expect(clientIp('10.0.0.1', '198.51.100.1', ['::/0'])).toBe('10.0.0.1');
  });

  it('trusts a mapped peer through an IPv4 range and reports mapped hops as IPv4', () => {
    const trust = ['10.0.0.0/8'];
    expect(clientIp('::ffff:10.0.0.2', '::ffff:198.51.100.9, ::ffff:10.9.9.9', trust)).toBe('198.51.100.9');
    expect(clientIp('::ffff:a00:2', '203.0.113.4', trust)).toBe('203.0.113.4');
  });

  it('answers an unreadable peer as it is', () => {
    expect(clientIp('', '198.51.100.1', loopback)).toBe('');
  });

  it(`walks at most ${maxForwardedHops} hops`, () => {
    const hops = ['198.51.100.1', ...Array.from({ length: maxForwardedHops + 5 }, (_, i) => `10.0.${i}.1`)];
    expect(clientIp('127.0.0.1', hops.join(', '), ['loopback', '10.0.0.0/8'])).toBe('10.0.5.1');
  });
});

describe('isTrusted', () => {
  it('matches loopback for 127.0.0.0/8 and ::1 only', () => {
    expect(isTrusted('127.0.0.1', loopback)).toBe(true);
    expect(isTrusted('127.255.0.9', loopback)).toBe(true);
    expect(isTrusted('::1', loopback)).toBe(true);
    expect(isTrusted('0:0:0:0:0:0:0:1', loopback)).toBe(true);
    expect(isTrusted('::ffff:127.0.0.1', loopback)).toBe(true);
    expect(isTrusted('128.0.0.1', loopback)).toBe(false);
    expect(isTrusted('::2', loopback)).toBe(false);
  });

  it('matches IPv4 CIDR ranges at their edges', () => {
    expect(isTrusted('10.255.255.255', ['10.0.0.0/8'])).toBe(true);
    expect(isTrusted('11.0.0.0', ['10.0.0.0/8'])).toBe(false);
    expect(isTrusted('172.31.255.1', ['172.16.0.0/12'])).toBe(true);
    expect(isTrusted('172.32.0.1', ['172.16.0.0/12'])).toBe(false);
    expect(isTrusted('192.0.2.5', ['192.0.2.5/32'])).toBe(true);
    expect(isTrusted('192.0.2.6', ['192.0.2.5'])).toBe(false);
    expect(isTrusted('8.8.8.8', ['0.0.0.0/0'])).toBe(true);
  });

  it('matches IPv6 CIDR ranges', () => {
    expect(isTrusted('2001:db8:abcd::1', ['2001:db8::/32'])).toBe(true);
    expect(isTrusted('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(isTrusted('fd00::1:2', ['fc00::/7'])).toBe(true);
    expect(isTrusted('fe80::1%eth0', ['fe80::/10'])).toBe(true);
    expect(isTrusted('2001:db8::1', ['2001:db8::1'])).toBe(true);
  });

  it('keeps IPv4 and IPv6 apart, except for mapped addresses', () => {
    expect(isTrusted('10.0.0.1', ['::/0'])).toBe(false);
    expect(isTrusted('::a00:1', ['10.0.0.0/8'])).toBe(false);
    expect(isTrusted('::ffff:10.0.0.1', ['10.0.0.0/8'])).toBe(true);
    expect(isTrusted('10.0.0.1', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(isTrusted('11.0.0.1', ['::ffff:10.0.0.0/104'])).toBe(false);
  });

  it('matches IPv6 ranges at their edges, in any spelling', () => {
    expect(isTrusted('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', ['2001:db8::/32'])).toBe(true);
    expect(isTrusted('2001:db7:ffff:ffff:ffff:ffff:ffff:ffff', ['2001:db8::/32'])).toBe(false);
    expect(isTrusted('2001:DB8:0:0:0:0:0:9', ['2001:db8::/64'])).toBe(true);
    expect(isTrusted('2001:db8:0:1::9', ['2001:db8::/64'])).toBe(false);
    expect(isTrusted('2001:db8::b', ['2001:db8::8/126'])).toBe(true);
    expect(isTrusted('2001:db8::c', ['2001:db8::8/126'])).toBe(false);
    expect(isTrusted('2001:db8::7', ['2001:db8::8/125'])).toBe(false);
    expect(isTrusted('::1', ['::/0'])).toBe(true);
  });

  it('matches mapped addresses against IPv4 ranges and mapped ranges, never against IPv6 ranges', () => {
    expect(isTrusted('::ffff:172.31.0.1', ['172.16.0.0/12'])).toBe(true);
    expect(isTrusted('::ffff:ac1f:1', ['172.16.0.0/12'])).toBe(true);
    expect(isTrusted('0:0:0:0:0:ffff:ac20:1', ['172.16.0.0/12'])).toBe(false);
    expect(isTrusted('::ffff:10.1.2.3', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(isTrusted('::ffff:10.1.2.3', ['::ffff:a01:203'])).toBe(true);
    expect(isTrusted('::ffff:10.1.2.4', ['::ffff:a01:203'])).toBe(false);
    expect(isTrusted('::ffff:10.0.0.1', ['::/0'])).toBe(false);
    expect(isTrusted('::ffff:10.0.0.1', ['::ffff:0.0.0.0/96'])).toBe(true);
  });

  it('reads an embedded IPv4 tail of an IPv6 address', () => {
    expect(isTrusted('64:ff9b::10.0.0.1', ['64:ff9b::a00:1'])).toBe(true);
    expect(isTrusted('64:ff9b::10.0.0.2', ['64:ff9b::a00:1'])).toBe(false);
  });

  it('trusts nothing for garbage addresses or malformed entries', () => {
    expect(isTrusted('garbage', ['0.0.0.0/0', '::/0'])).toBe(false);
    expect(isTrusted('8.8.8.8', ['10.0.0.0/'])).toBe(false);
    expect(isTrusted('10.1.1.1', ['10.0.0.0/8/9'])).toBe(false);
    expect(isTrusted('10.1.1.1', ['10.0.0.0/0x8'])).toBe(false);
    expect(isTrusted('10.1.1.1', ['10.0.0.0/ 8'])).toBe(false);
  });
});

describe('isValidTrustEntry', () => {
  it('accepts loopback, addresses and CIDR ranges', () => {
    for (const entry of ['loopback', '10.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '192.0.2.5/32', '::1', '2001:db8::/32', '::/0', 'fe80::/10', '::ffff:10.0.0.0/104']) {
      expect(isValidTrustEntry(entry)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const entry of ['', 'Loopback', 'localhost', '10.0.0', '10.0.0.0/', '10.0.0.0/33', '2001:db8::/129', '10.0.0.0/8/9', '10.0.0.0/-1', '10.0.0.0/0x8', ' 10.0.0.1', '::ffff:10.0.0.0/95', '1.2.3.4:80']) {
      expect(isValidTrustEntry(entry)).toBe(false);
    }
  });
});
