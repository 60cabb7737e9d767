import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import { passwordChangeRequestSchema } from '@/lib/wps/schemas/session';
import type { Deps } from '../../context';
import { wpsRoute, type WpsContext } from '../../http/wps-route';
import { createLimiter } from '../../http/rate-limit';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { boMemberListQuerySchema, boMemberParamsSchema, boMemberPatchSchema } from './schema';
import { memberInfoValue, memberView } from './service';

/** Guessing the old password through a stolen session is slow: 10 tries per member per 15 minutes. */
export const memberLimits = {
  'password.member': { limit: 10, window_ms: 15 * 60_000 },
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
