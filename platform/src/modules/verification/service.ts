import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { emailPattern } from '@/lib/validation';
import { WpsError } from '@/lib/wps/errors';
import { countryDialingCodePattern, mobileNumPattern, smsCodePattern } from '@/lib/wps/schemas/verification';
import type { Clock, EmailPurpose, Merchant, Outbox, SmsPurpose, VerificationService } from '../../context';
import type { Db } from '../../db';
import { captchaChallenge, captchaPng, cryptoRandom, normaliseAnswer, type CaptchaVariant, type ChallengeRandom } from './captcha';
import { verificationRepo, type CodeKind, type CodePurpose } from './repo';
import { verificationRateRules } from './schema';

/** Lifetimes and limits of codes (SPEC §9 leaves them to us; see README.md). */
export const verificationLimits = {
  captchaTtl_ms: 2 * 60_000,
  /** The captchaId cookie outlives the captcha a little, so a late answer reads "wrong", not "missing". */
  captchaCookieMaxAge_s: 300,
  smsTtl_ms: 5 * 60_000,
  smsCodeDigits: 6,
  smsMaxWrongAttempts: 5,
  /** Rows expired longer than this are purged. */
  purgeAfter_ms: 24 * 60 * 60_000,
  purgeBatch: 5_000,
} as const;

/** The captcha variant a merchant asks for: register field setting captcha.patternId 2 = equation. */
export function captchaVariantOf(merchant: Merchant): CaptchaVariant {
  return merchant.register.captcha?.patternId === 2 ? 'equation' : 'digits';
}

/**
 * A number as one string: +<dialing code><mobile>, digits only. Null when either part is
 * not well formed (dialing code +?1-4 digits; mobile 1-20 digits, SPEC §5).
 */
export function smsTarget(t: { countryDialingCode: string; mobileNum: string }): string | null {
  const dial = String(t.countryDialingCode ?? '').trim();
  const mobile = String(t.mobileNum ?? '').trim();
  if (!countryDialingCodePattern.test(dial) || !mobileNumPattern.test(mobile)) return null;
  return `+${dial.replace(/^\+/, '')}${mobile}`;
}

/** An e-mail address as one target: trimmed, lower-cased, checked by SPEC §5's rule (at most 254). Null when it fails. */
export function emailTarget(email: string): string | null {
  const e = String(email ?? '').trim().toLowerCase();
  return e.length <= 254 && emailPattern.test(e) ? e : null;
}

export interface VerificationDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  /** Key material for the code hashes (PLATFORM_SECRET). */
  secret: string;
  /** Digits of captchas and SMS codes: cryptoRandom, or a known sequence in tests. */
  random: ChallengeRandom;
}

/**
 * Captchas and SMS codes. Answers are stored as HMACs bound to merchant, kind, purpose and
 * target; a captcha is consumed by its first check, right or wrong; an SMS code by its first
 * right answer, by its fifth wrong one, or by a newer code for the same number and purpose.
 */
export function createVerificationService(deps: VerificationDeps): VerificationService {
  const { db, clock, outbox, random } = deps;
  // A key of its own, derived from the platform secret: a leaked hash table says nothing about other uses of it.
  const key = createHmac('sha256', deps.secret).update('wps:verification-codes:v1').digest();

  function hash(merchantId: number, kind: CodeKind, purpose: CodePurpose, target: string, answer: string): string {
    return createHmac('sha256', key).update(`${merchantId}\n${kind}\n${purpose}\n${target}\n${answer}`).digest('hex');
  }

  function matches(stored: string, merchantId: number, kind: CodeKind, purpose: CodePurpose, target: string, answer: string): boolean {
    const a = Buffer.from(stored, 'hex');
    const b = Buffer.from(hash(merchantId, kind, purpose, target, answer), 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** A fresh code for a target (a number or an address); the previous one of that target and purpose stops working. */
  async function sendCode(
    merchant: Merchant, kind: 'sms' | 'email', target: string, purpose: CodePurpose, ip: string,
    message: (code: string) => { channel: 'sms' | 'email'; subject?: string; body: string },
  ): Promise<{ expirationTime: number }> {
    const code = Array.from({ length: verificationLimits.smsCodeDigits }, () => String(random.int(10))).join('');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + verificationLimits.smsTtl_ms);
    await db.tx(async (q) => {
      await verificationRepo.consumeLive(q, merchant.id, kind, target, purpose, now);
      await verificationRepo.insert(q, {
        merchantId: merchant.id, kind, purpose, target,
        codeHash: hash(merchant.id, kind, purpose, target, code), expiresAt, createdAt: now, ip,
      });
      const m = message(code);
      await outbox.enqueue(q, {
        merchantId: merchant.id, channel: m.channel, recipient: target, subject: m.subject ?? null, body: m.body, purpose: `${kind}.${purpose}`,
      });
    });
    outbox.dispatchSoon();
    // SPEC §4: the get-code button counts down to the server's expirationTime (default 60 s),
    // then lets the member ask again. That moment is the end of the per-target cooldown; the
    // code itself stays valid for smsTtl_ms.
    return { expirationTime: now.getTime() + verificationRateRules.smsNumberCooldown.window_ms };
  }

  /** Consumes the live code of a target on the right answer; the fifth wrong one locks it. */
  async function checkCode(merchantId: number, kind: 'sms' | 'email', target: string, purpose: CodePurpose, code: string): Promise<boolean> {
    const given = typeof code === 'string' ? code.trim() : '';
    if (!smsCodePattern.test(given)) return false;
    return db.tx(async (q) => {
      const row = await verificationRepo.lockLive(q, merchantId, kind, target, purpose);
      if (!row) return false;
      const now = clock.now();
      if (new Date(row.expires_at).getTime() <= now.getTime()) {
        await verificationRepo.markUsed(q, merchantId, row.id, now);
        return false;
      }
      if (matches(row.code_hash, merchantId, kind, purpose, target, given)) {
        await verificationRepo.markUsed(q, merchantId, row.id, now);
        return true;
      }
      await verificationRepo.countWrong(q, merchantId, row.id, verificationLimits.smsMaxWrongAttempts, now);
      return false;
    });
  }

  return {
    async issueCaptcha(merchant: Merchant, ip: string): Promise<{ captchaId: string; png: Buffer; expiresAt: Date }> {
      const challenge = captchaChallenge(captchaVariantOf(merchant), random);
      const captchaId = randomBytes(18).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + verificationLimits.captchaTtl_ms);
      await verificationRepo.insert(db, {
        merchantId: merchant.id, kind: 'captcha', purpose: 'captcha', target: captchaId,
        codeHash: hash(merchant.id, 'captcha', 'captcha', captchaId, normaliseAnswer(challenge.answer)!),
        expiresAt, createdAt: now, ip,
      });
      return { captchaId, png: await captchaPng(challenge.text), expiresAt };
    },

    async checkCaptcha(merchantId: number, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (typeof captchaId !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(captchaId)) return false;
      const now = clock.now();
      // Consumed whatever the answer: one image, one try.
      const rows = await verificationRepo.consumeLive(db, merchantId, 'captcha', captchaId, 'captcha', now);
      const row = rows[0];
      const given = normaliseAnswer(answer);
      if (!row || given === null || new Date(row.expires_at).getTime() <= now.getTime()) return false;
      return matches(row.code_hash, merchantId, 'captcha', 'captcha', captchaId, given);
    },

    async sendSmsCode(
      merchant: Merchant,
      number: { countryDialingCode: string; mobileNum: string },
      purpose: SmsPurpose,
      ip: string,
    ): Promise<{ expirationTime: number }> {
      const target = smsTarget(number);
      if (!target) throw new WpsError('mobile.invalid');
      return sendCode(merchant, 'sms', target, purpose, ip, (code) => ({
        channel: 'sms',
        body: `[${merchant.name}] Your verification code is ${code}. It expires in ${verificationLimits.smsTtl_ms / 60_000} minutes.`,
      }));
    },

    async checkSmsCode(
      merchantId: number,
      number: { countryDialingCode: string; mobileNum: string },
      purpose: SmsPurpose,
      code: string,
    ): Promise<boolean> {
      const target = smsTarget(number);
      return target ? checkCode(merchantId, 'sms', target, purpose, code) : false;
    },

    async sendEmailCode(merchant: Merchant, email: string, purpose: EmailPurpose, ip: string): Promise<{ expirationTime: number }> {
      const target = emailTarget(email);
      if (!target) throw new WpsError('email.format.invalid');
      const minutes = verificationLimits.smsTtl_ms / 60_000;
      return sendCode(merchant, 'email', target, purpose, ip, (code) => ({
        channel: 'email',
        subject: `[${merchant.name}] Your verification code`,
        body: `Your verification code is ${code}. It expires in ${minutes} minutes.\n\nIf you did not ask for it, ignore this message: nothing changes without the code.`,
      }));
    },

    async checkEmailCode(merchantId: number, email: string, purpose: EmailPurpose, code: string): Promise<boolean> {
      const target = emailTarget(email);
      return target ? checkCode(merchantId, 'email', target, purpose, code) : false;
    },

    /** Deletes codes expired for a day (main.ts calls it now and then). */
    async purgeExpired(): Promise<number> {
      const before = new Date(clock.now().getTime() - verificationLimits.purgeAfter_ms);
      return verificationRepo.purgeExpired(db, before, verificationLimits.purgeBatch);
    },
  };
}
