/**
 * The geo module's face (platform/src/modules/README.md): the country of an IP address.
 */
export { geoLookupFrom, openGeoLookup } from './service';
