import { registerMethodOf } from '@/lib/pwa/display';
import {
  defaultAgeLimit, effectiveSetting, optionalRegisterFields, registerFieldOrder, validateRegistration,
  type FieldError, type RegisterMethod, type RegistrationInput, type ValidationKey,
} from '@/lib/validation';
import { callRoutes } from '@/lib/wps/call-table';
import type { RegisterFieldName, RegisterSettings } from '@/lib/wps/schemas/system';

/** SPEC §4 / §9: a language change re-validates the filled fields after 200 ms. */
export const languageRevalidate_ms = 200;
/** SPEC §9: a success toast shows 1 s before the screen moves on. */
export const successToast_ms = 1000;

/** The white-label modules the register screen reads (status info.whitelabel.modules). */
export type Modules = Readonly<Record<string, boolean | undefined>>;

export interface RegisterMethods {
  /** The tab the screen opens on. */
  initial: RegisterMethod;
  /** Whether the username / mobile tabs are offered (only when both methods are on). */
  toggle: boolean;
}

/**
 * SPEC §4 registration method: username by default; mobile when mobile registration
 * (MOBILENUMREG3) is on and username registration (REGISTER_REE3) off; a toggle only when both
 * are on. Username registration counts as on unless the merchant switched it off explicitly;
 * mobile registration only when switched on.
 */
export function registerMethods(modules: Modules | null | undefined): RegisterMethods {
  const username = modules?.REGISTER_REE3 !== false;
  const mobile = modules?.MOBILENUMREG3 === true;
  return { initial: mobile && !username ? 'mobile' : 'username', toggle: username && mobile };
}

/** The affiliate code of the register link: ?aff= or ?affiliateCode= (first non-blank), trimmed, ≤ 64 chars. */
export function affiliateFromQuery(query: Readonly<Record<string, string | string[] | undefined>>): string {
  for (const key of ['aff', 'affiliateCode']) {
    const raw = query[key];
    const v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (v && v.length <= 64 && /^[A-Za-z0-9_-]+$/.test(v)) return v;
  }
  return '';
}

/** The fields the form shows for a method, top to bottom (SPEC §5), captcha and SMS code included. */
export function visibleRegisterFields(settings: RegisterSettings, method: RegisterMethod): RegisterFieldName[] {
  return registerFieldOrder(method).filter((f) => effectiveSetting(f, settings, { method, mobileWithPassword: true }) !== null);
}

export type RegisterValues = Partial<Record<RegisterFieldName, string>>;
export type RegisterErrors = Partial<Record<RegisterFieldName, ValidationKey>>;

/** Every rule of SPEC §5 for the form (lib/validation), as a map; the list keeps form order. */
export function validateRegisterForm(
  values: RegisterValues,
  settings: RegisterSettings,
  method: RegisterMethod,
  today: Date = new Date(),
): FieldError[] {
  const ageLimit = settings.birthday?.enabled ? defaultAgeLimit : undefined;
  return validateRegistration(values as RegistrationInput, settings, { method, today, ageLimit, mobileWithPassword: true });
}

export function errorMap(errors: readonly FieldError[]): RegisterErrors {
  const out: RegisterErrors = {};
  for (const e of errors) out[e.field] ??= e.key;
  return out;
}

const payloadFields = [
  'username', 'password', 'confirmPassword', 'affiliateCode', 'paymentPassword', 'recommenderId', 'nickname', 'payeeName',
  'email', 'mobileNum', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'captcha',
  'verificationCode',
] as const satisfies readonly RegisterFieldName[];

/**
 * The SPEC §3 registration payload for PUT /wps/member/register(/mobile) as plain JSON (the
 * BFF encrypts it): fields not on the form or left blank are '' (passwords are sent as typed,
 * the rest trimmed); type 0; registerMethod H5 in a browser tab, PWA from the installed app
 * (SPEC §3); the page's address and host.
 */
export function registerRequestBody(
  values: RegisterValues,
  settings: RegisterSettings,
  method: RegisterMethod,
  ctx: { countryDialingCode: string; href: string; hostname: string; installed?: boolean; referral?: string },
) {
  const shown = new Set(visibleRegisterFields(settings, method));
  const body: Record<string, string | number> = {};
  for (const f of payloadFields) {
    const v = shown.has(f) ? values[f] ?? '' : '';
    body[f] = f === 'password' || f === 'confirmPassword' || f === 'paymentPassword' ? v : v.trim();
  }
  // A friend's link (/m/register?ref=) names the referrer even where the form has no referrer field.
  if (body.recommenderId === '' && ctx.referral) body.recommenderId = ctx.referral;
  return {
    ...body,
    countryDialingCode: shown.has('mobileNum') ? ctx.countryDialingCode : '',
    registerUrl: ctx.href,
    registerMethod: registerMethodOf(ctx.installed ?? false),
    type: 0 as const,
    domain: ctx.hostname,
  };
}

/** The register call of a method (SPEC §7). */
export function registerCall(method: RegisterMethod): 'memberRegister' | 'memberRegisterMobile' {
  return method === 'mobile' ? 'memberRegisterMobile' : 'memberRegister';
}

/** The path of the register call of a method (the route table's). */
export function registerPath(method: RegisterMethod): string {
  return callRoutes[registerCall(method)].path;
}

/** The field a refused registration names (value.field), when it is one of the form's. */
export function failedField(value: unknown): RegisterFieldName | null {
  if (!value || typeof value !== 'object') return null;
  const f = (value as { field?: unknown }).field;
  return typeof f === 'string' && (registerFieldOrder('username') as string[]).concat('verificationCode').includes(f)
    ? (f as RegisterFieldName)
    : null;
}

export { optionalRegisterFields };
