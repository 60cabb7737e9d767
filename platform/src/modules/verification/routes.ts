import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { WpsError } from '@/lib/wps/errors';
import { captchasOn } from '@/lib/wps/modules';
import type { Deps, SmsPurpose } from '../../context';
import { wpsRoute, type WpsContext } from '../../http/wps-route';
import { createLimiter } from '../../http/rate-limit';
import { verificationRateRules } from './schema';
import { smsTarget, verificationLimits } from './service';

export const captchaCookie = 'captchaId';

export async function verificationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const verification = deps.verification;
  const limits = createLimiter(app, verificationRateRules);

  // GET /wps/captcha – a fresh captcha image (base64 PNG), bound to this browser by the captchaId cookie
  wpsRoute(app, deps, wpsCalls.captcha, {}, async ({ merchant, ip, reply }) => {
    // The call's own module (VALID_CAPTCHA3) is checked by wpsRoute; CAPTCHA3 off switches captchas off too (lib/wps/modules.ts).
    if (!captchasOn(merchant.modules)) throw new WpsError('module.disabled');
    await limits.enforce(reply, 'captchaPerIp', ip);
    const c = await verification.issueCaptcha(merchant, ip);
    reply.header('Cache-Control', 'no-store');
    reply.setCookie(captchaCookie, c.captchaId, {
      httpOnly: true, sameSite: 'lax', path: '/', maxAge: verificationLimits.captchaCookieMaxAge_s,
    });
    return c.png.toString('base64');
  });

  const send = async (
    ctx: Pick<WpsContext, 'merchant' | 'ip' | 'reply'>,
    number: { countryDialingCode: string; mobileNum: string },
    purpose: SmsPurpose,
  ) => {
    const target = smsTarget(number);
    if (!target) throw new WpsError('mobile.invalid');
    const who = `${ctx.merchant.id}:${target}`;
    await limits.enforce(ctx.reply, 'smsNumberCooldown', who);
    await limits.enforce(ctx.reply, 'smsNumberHourly', who);
    await limits.enforce(ctx.reply, 'smsPerIp', ctx.ip);
    await limits.enforce(ctx.reply, 'smsPerMerchant', String(ctx.merchant.id));
    ctx.reply.header('Cache-Control', 'no-store');
    return verification.sendSmsCode(ctx.merchant, number, purpose, ctx.ip);
  };

  // POST /wps/verification/sms/register – an SMS code for registering with this number
  wpsRoute(app, deps, wpsCalls.verificationSmsRegister, {}, async (ctx) =>
    send(ctx, { countryDialingCode: ctx.body.countryDialingCode, mobileNum: ctx.body.mobileNo ?? ctx.body.mobileNum ?? '' }, 'register'));

  // POST /wps/verification/sms/noLogin – an SMS code for logging in (or, with purpose reset, a password reset)
  wpsRoute(app, deps, wpsCalls.verificationSmsNoLogin, {}, async (ctx) =>
    send(ctx, { countryDialingCode: ctx.body.countryDialingCode, mobileNum: ctx.body.mobileNum ?? ctx.body.mobileNo ?? '' }, ctx.body.purpose ?? 'login'));
}
