import { WpsError } from '@/lib/wps/errors';
import { headIconSide_px_max } from '@/lib/wps/limits';
import type { ContactBoundValue, HeadIconValue, SecurityValue } from '@/lib/wps/schemas/security';
import type { Clock, Merchant, VerificationService } from '../../context';
import type { Db } from '../../db';
import { cleanImage, decodeBase64Image } from '../../http/image-upload';
import { membersRepo as repo } from './repo';
import { maskEmail, maskMobile } from './service';

export interface ProfileDeps {
  db: Db;
  clock: Clock;
  verification: VerificationService;
}

/** The member's own profile and safety settings (PROFPIC3 head icon; e-mail and mobile bound by a code). */
export interface ProfileService {
  headIcon(merchantId: number, memberId: number): Promise<HeadIconValue>;
  /** Checks the picture by its bytes (shared rules: PNG or JPEG, 5 MB, decoded whole), keeps a fresh 256 px encoding. */
  setHeadIcon(merchantId: number, memberId: number, base64: string): Promise<HeadIconValue>;
  security(merchantId: number, memberId: number): Promise<SecurityValue>;
  sendEmailCode(merchant: Merchant, email: string, ip: string): Promise<{ expirationTime: number }>;
  bindEmail(merchant: Merchant, memberId: number, email: string, code: string): Promise<ContactBoundValue>;
  sendMobileCode(merchant: Merchant, memberId: number, number: { countryDialingCode: string; mobileNum: string }, ip: string): Promise<{ expirationTime: number }>;
  bindMobile(merchant: Merchant, memberId: number, number: { countryDialingCode: string; mobileNum: string }, code: string): Promise<ContactBoundValue>;
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const dialingDigits = (c: string) => c.trim().replace(/^\+/, '');
/** PostgreSQL's unique_violation: another member took the number between our check and our write. */
const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

export function createProfileService(deps: ProfileDeps): ProfileService {
  const { db, clock, verification } = deps;

  async function memberOrSession(merchantId: number, memberId: number) {
    const m = await repo.byId(db, merchantId, memberId);
    if (!m) throw new WpsError('login.not.session');
    return m;
  }

  async function bound(merchantId: number, memberId: number): Promise<ContactBoundValue> {
    const m = await memberOrSession(merchantId, memberId);
    return { email: maskEmail(m.email), mobileNum: maskMobile(m.mobile_num) };
  }

  return {
    async headIcon(merchantId, memberId) {
      const icon = await repo.headIcon(db, merchantId, memberId);
      return { headIcon: icon ? dataUrl(icon.mime, icon.bytes) : null };
    },

    async setHeadIcon(merchantId, memberId, base64) {
      const clean = await cleanImage(decodeBase64Image(base64), { side_max: headIconSide_px_max });
      await repo.setHeadIcon(db, merchantId, memberId, clean.mime, clean.bytes, clock.now());
      return { headIcon: dataUrl(clean.mime, clean.bytes) };
    },

    async security(merchantId, memberId) {
      const [m, state] = await Promise.all([memberOrSession(merchantId, memberId), repo.contactState(db, merchantId, memberId)]);
      return {
        email: maskEmail(m.email),
        emailVerified: m.email !== null && state?.email_verified_at != null,
        mobileNum: maskMobile(m.mobile_num),
        countryDialingCode: m.country_dialing_code ? `+${m.country_dialing_code}` : null,
        mobileVerified: m.mobile_num !== null && state?.mobile_verified_at != null,
        hasPaymentPassword: m.payment_password_hash !== null,
      };
    },

    sendEmailCode(merchant, email, ip) {
      return verification.sendEmailCode(merchant, email, 'bind', ip);
    },

    async bindEmail(merchant, memberId, email, code) {
      // The code was sent to this address for binding; whoever holds it proves it by the code.
      if (!(await verification.checkEmailCode(merchant.id, email, 'bind', code))) throw new WpsError('verification.code.invalid');
      await repo.setVerifiedEmail(db, merchant.id, memberId, email.trim().toLowerCase(), clock.now());
      return bound(merchant.id, memberId);
    },

    async sendMobileCode(merchant, memberId, number, ip) {
      const holder = await repo.byMobile(db, merchant.id, dialingDigits(number.countryDialingCode), number.mobileNum.trim());
      // Told before a code is paid for: another member of the merchant logs in with this number.
      if (holder && Number(holder.id) !== memberId) throw new WpsError('mobile.taken');
      return verification.sendSmsCode(merchant, number, 'bind', ip);
    },

    async bindMobile(merchant, memberId, number, code) {
      if (!(await verification.checkSmsCode(merchant.id, number, 'bind', code))) throw new WpsError('verification.code.invalid');
      const dial = dialingDigits(number.countryDialingCode);
      const mobile = number.mobileNum.trim();
      try {
        await db.tx(async (q) => {
          const holder = await repo.byMobile(q, merchant.id, dial, mobile);
          if (holder && Number(holder.id) !== memberId) throw new WpsError('mobile.taken');
          await repo.setVerifiedMobile(q, merchant.id, memberId, dial, mobile, clock.now());
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new WpsError('mobile.taken');
        throw e;
      }
      return bound(merchant.id, memberId);
    },
  };
}
