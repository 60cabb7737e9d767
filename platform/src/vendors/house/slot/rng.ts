/**
 * The fair stream moved to ../fair/stream.ts, shared by every house game. This re-export keeps
 * the game server's imports (service.ts) working while others edit that file; import from
 * ../fair/stream in new code, and delete this file once nothing imports it.
 */
export { clientSeedPattern, newClientSeed, newServerSeed, serverSeedHash } from '../fair/stream';
