import type { GeoLookup } from '@/platform/src/context';
import { createGeoService, openCountryReader } from '@/platform/src/modules/geo';

describe('geo lookup over the bundled country database', () => {
  let geo: GeoLookup;
  beforeAll(async () => {
    geo = createGeoService({ reader: await openCountryReader() });
  });

  it('finds the country of well-known public addresses', () => {
    expect(geo.country('8.8.8.8')).toBe('US');
    expect(geo.country('1.0.16.1')).toBe('JP');
    expect(geo.country('2001:4860:4860::8888')).toBe('US');
  });

  it('reads IPv4-mapped IPv6 as IPv4', () => {
    expect(geo.country('::ffff:8.8.8.8')).toBe('US');
  });

  it('answers null for loopback, private and malformed addresses', () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '172.16.5.4', '100.64.0.1', 'fe80::1', '', 'not-an-ip', '999.1.1.1']) {
      expect(geo.country(ip)).toBeNull();
    }
  });

  it('answers null when the reader fails or has a record without a country', () => {
    const broken = createGeoService({ reader: { get: () => { throw new Error('corrupt'); } } });
    expect(broken.country('8.8.8.8')).toBeNull();
    expect(createGeoService({ reader: { get: () => ({}) } }).country('8.8.8.8')).toBeNull();
  });
});
