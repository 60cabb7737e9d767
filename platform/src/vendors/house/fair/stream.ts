/**
 * The provably fair stream lives in platform/src/crypto/fair-stream.ts since the rewards' random
 * amounts (modules/rewards) draw from it too, and a module may not import a vendor. The house
 * games keep importing it from here.
 */
export * from '../../../crypto/fair-stream';
