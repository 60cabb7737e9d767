/**
 * The members module's face (platform/src/modules/README.md): what other modules may use to find,
 * create and change members; their rows are read only through these functions.
 * Still free functions: the factory shape (create<Area>Service with typed required deps) comes
 * with the module's conversion.
 */
export { isMemberType, realMemberTypes, trialMemberType, type MemberProfile } from './schema';
export {
  authenticate, byId, byMobile, byUsername, changePassword, createMember, lockMember, passwordRuleError, usernameTaken, type Member,
} from './service';
export { paymentPasswordHash, setPaymentPasswordHash, setPayeeNameIfUnset, usernamesByIds } from './service';
export { hashPassword, verifyPassword } from './password';
export { memberRoutes } from './routes';
