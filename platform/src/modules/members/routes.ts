import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import { passwordChangeRequestSchema } from '@/lib/wps/schemas/session';
import { emailPattern } from '@/lib/validation';
import type { Deps } from '../../context';
import { wpsRoute, type WpsContext } from '../../http/wps-route';
import { createLimiter } from '../../http/rate-limit';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { boMemberListQuerySchema, boMemberParamsSchema, boMemberPatchSchema } from './schema';
import { memberInfoValue, memberView } from './service';
import { createProfileService } from './profile';

/** Guessing the old password through a stolen session is slow: 10 tries per member per 15 minutes. */
export const memberLimits = {
  'password.member': { limit: 10, window_ms: 15 * 60_000 },
  // A picture is decoded and re-encoded: ten uploads per member per ten minutes.
  'headIcon.member': { limit: 10, window_ms: 10 * 60_000 },
  // Codes to bind an address or number cost an e-mail or a paid SMS: one a minute and five an
  // hour per member, five an hour per address or number, whoever asks.
  'bindCode.cooldown': { limit: 1, window_ms: 60_000 },
  'bindCode.member': { limit: 5, window_ms: 60 * 60_000 },
  'bindCode.target': { limit: 5, window_ms: 60 * 60_000 },
} as const;

export async function memberRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const limits = createLimiter(app, memberLimits);

  // GET and POST /wps/member/info – the logged-in member
  const info = async ({ merchant, session, reply }: WpsContext) => {
    reply.header('Cache-Control', 'no-store');
    const member = await deps.members.byId(deps.db, merchant.id, session!.memberId);
    if (!member) throw new WpsError('login.not.session');
    return memberInfoValue(member);
  };
  wpsRoute(app, deps, wpsCalls.memberInfo, {}, info);
  wpsRoute(app, deps, wpsCalls.memberInfoPost, {}, info);

  // POST /wps/v2/member/password and /wps/member/password – change one's own password, encrypted
  const password = async ({ merchant, session, body, reply }: WpsContext<ReturnType<typeof passwordChangeRequestSchema.parse>>) => {
    await limits.enforce(reply, 'password.member', `${merchant.id}:${session!.memberId}`);
    await deps.members.changeOwnPassword({
      merchant, memberId: session!.memberId, token: session!.token, body, now: deps.clock.now(),
    });
    return null;
  };
  wpsRoute(app, deps, wpsCalls.memberPasswordV2, {}, password);
  wpsRoute(app, deps, wpsCalls.memberPassword, {}, password);

  const profile = createProfileService({ db: deps.db, clock: deps.clock, verification: deps.verification });

  // GET /wps/member/headIcon – the member's profile picture as a data: URL, null before the first (PROFPIC3)
  wpsRoute(app, deps, wpsCalls.memberHeadIcon, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return profile.headIcon(merchant.id, session!.memberId);
  });

  // POST /wps/member/headIcon – form-encoded headIcon (Base64): a new profile picture (PROFPIC3)
  wpsRoute(app, deps, wpsCalls.memberHeadIconPost, {}, async ({ merchant, session, body, reply }) => {
    await limits.enforce(reply, 'headIcon.member', `${merchant.id}:${session!.memberId}`);
    return profile.setHeadIcon(merchant.id, session!.memberId, body.headIcon);
  });

  // GET /wps/member/security – bound e-mail and mobile (masked, verified or not), payment password set (ours)
  wpsRoute(app, deps, wpsCalls.memberSecurity, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return profile.security(merchant.id, session!.memberId);
  });

  const bindCodeLimits = async (ctx: WpsContext, target: string) => {
    const who = `${ctx.merchant.id}:${ctx.session!.memberId}`;
    await limits.enforce(ctx.reply, 'bindCode.cooldown', who);
    await limits.enforce(ctx.reply, 'bindCode.member', who);
    await limits.enforce(ctx.reply, 'bindCode.target', `${ctx.merchant.id}:${target}`);
    ctx.reply.header('Cache-Control', 'no-store');
  };

  // POST /wps/verification/email/bind – {email}: a code to the address the member binds (ours)
  wpsRoute(app, deps, wpsCalls.verificationEmailBind, {}, async (ctx) => {
    if (!emailPattern.test(ctx.body.email)) throw new WpsError('email.format.invalid');
    await bindCodeLimits(ctx, ctx.body.email.toLowerCase());
    return profile.sendEmailCode(ctx.merchant, ctx.body.email, ctx.ip);
  });

  // POST /wps/member/email – form-encoded {email, verificationCode}: binds the address (SPEC §7 "Email POST form-encoded")
  wpsRoute(app, deps, wpsCalls.memberEmail, {}, async ({ merchant, session, body }) => {
    if (!emailPattern.test(body.email)) throw new WpsError('email.format.invalid');
    return profile.bindEmail(merchant, session!.memberId, body.email, body.verificationCode);
  });

  // POST /wps/verification/sms/bind – {countryDialingCode, mobileNum}: a code to the number the member binds (ours)
  wpsRoute(app, deps, wpsCalls.verificationSmsBind, {}, async (ctx) => {
    await bindCodeLimits(ctx, `+${ctx.body.countryDialingCode.replace(/^\+/, '')}${ctx.body.mobileNum}`);
    return profile.sendMobileCode(ctx.merchant, ctx.session!.memberId, ctx.body, ctx.ip);
  });

  // POST /wps/member/mobile – {countryDialingCode, mobileNum, verificationCode}: binds the number (ours)
  wpsRoute(app, deps, wpsCalls.memberMobile, {}, async ({ merchant, session, body }) =>
    profile.bindMobile(merchant, session!.memberId, body, body.verificationCode));

  const merchantByCode = (code: string) => boMerchant(deps, code);

  await registerBo(app, deps, async (bo) => {
    // GET /bo/members?merchant=&q=&limit= – members, newest first; q matches username, nickname, mobile, e-mail
    bo.get('/members', async (req) => {
      const q = parseInput(boMemberListQuerySchema, req.query);
      const merchant = q.merchant !== undefined ? await merchantByCode(q.merchant) : null;
      const found = await deps.members.search({ merchantId: merchant?.id, text: q.q, limit: q.limit });
      const codes = new Map<number, string>();
      if (merchant) codes.set(merchant.id, merchant.code);
      else {
        const all = await Promise.all((await deps.merchants.list()).map((s) => deps.merchants.byCode(s.code)));
        for (const m of all) if (m) codes.set(m.id, m.code);
      }
      return ok(found.map((m) => memberView(m, codes.get(m.merchantId) ?? String(m.merchantId))));
    });

    // PATCH /bo/members/:merchant/:username – {status?, type?}; audited
    bo.patch('/members/:merchant/:username', async (req) => {
      const params = parseInput(boMemberParamsSchema, req.params);
      const patch = parseInput(boMemberPatchSchema, jsonBody(req));
      const merchant = await merchantByCode(params.merchant);
      return ok(await deps.members.updateByOperator({
        merchant, username: params.username, patch, operator: operatorOf(req), now: deps.clock.now(),
      }));
    });
  });
}
