/**
 * The members module's face (platform/src/modules/README.md): createMembersService returns the
 * MembersService of context.ts (built in createDeps, carried as Deps.members), through which other
 * modules find, create, lock and change members. Pure rules with no database stay functions here.
 */
export { isMemberType, realMemberTypes, trialMemberType, type MemberProfile } from './schema';
export { createMembersService, passwordRuleError, type Member, type MembersDeps } from './service';
export { hashPassword, verifyPassword } from './password';
export { memberRoutes } from './routes';
export { createProfileService, type ProfileDeps, type ProfileService } from './profile';
