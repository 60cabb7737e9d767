/**
 * The rewards module's face (platform/src/modules/README.md): createRewardsService, the types
 * other modules credit rewards with (every reward of issue 19 is a grant here), and the routes
 * registrar.
 */
export {
  createRewardsService, requiredTurnover, type BonusPosition, type RewardGrant, type RewardsDeps, type RewardsService,
} from './service';
export { defaultGameWeights, gameTypes, rewardSources, type GameType, type GameWeights, type GrantView, type RewardSource } from './schema';
export {
  createPromotionSeedService, createPromotionsService, type ClaimOrigin, type PromotionSeedDeps, type PromotionSeedService, type PromotionsDeps,
  type PromotionsService,
} from './promotions';
export { boPromotionCreateSchema, type BoPromotionCreate } from './schema';
export { rewardRoutes } from './routes';
