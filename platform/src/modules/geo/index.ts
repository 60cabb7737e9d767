/**
 * The geo module's face (platform/src/modules/README.md): createGeoService over a country
 * database that openCountryReader opens at boot, and the types of both.
 */
export {
  createGeoService, defaultMmdbPath, openCountryReader, type CountryReader, type CountryRecord, type GeoDeps, type GeoService,
} from './service';
