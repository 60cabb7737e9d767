import { isDialingCode } from './dialing-codes';

/**
 * Remember me (SPEC §2 login, issue 3): the browser keeps the login method, the username or
 * mobile number and the dialing code, and NEVER a password, however encoded; staying logged
 * in is the 30-day session cookie's job. Reading keeps only the allowed fields, so an entry
 * written by an older client with a password in it is rewritten without it.
 */
export const rememberedLoginKey = 'rememberedLogin';

export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginMethod;
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

/** The part of Storage these helpers use (localStorage in the browser, a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const maxField_chars = 64;
const text = (x: unknown): string | undefined =>
  typeof x === 'string' && x.trim() !== '' && x.length <= maxField_chars ? x.trim() : undefined;

/** Only the allowed fields of any object; null when it is not a remembered login. */
export function sanitiseRememberedLogin(x: unknown): RememberedLogin | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  const type: LoginMethod = o.type === 'sms' ? 'sms' : 'username';
  const out: RememberedLogin = { type };
  const username = text(o.username);
  const mobileNum = text(o.mobileNum);
  if (username) out.username = username;
  if (mobileNum && /^[0-9]{1,20}$/.test(mobileNum)) out.mobileNum = mobileNum;
  if (isDialingCode(o.countryDialingCode)) out.countryDialingCode = o.countryDialingCode;
  return out;
}

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage may be disabled (private mode) or full: remember me is a convenience only.
    return fallback;
  }
}

export function readRememberedLogin(storage: KeyValueStorage): RememberedLogin | null {
  return safely(() => {
    const raw = storage.getItem(rememberedLoginKey);
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      storage.removeItem(rememberedLoginKey);
      return null;
    }
    const clean = sanitiseRememberedLogin(parsed);
    const cleanRaw = clean ? JSON.stringify(clean) : null;
    if (cleanRaw === null) storage.removeItem(rememberedLoginKey);
    else if (cleanRaw !== raw) storage.setItem(rememberedLoginKey, cleanRaw);
    return clean;
  }, null);
}

/**
 * After a successful login with remember me ticked: the method and its identifier, kept with
 * what was remembered for the other method, so switching tabs still finds it.
 */
export function writeRememberedLogin(storage: KeyValueStorage, login: RememberedLogin): void {
  safely(() => {
    const before = readRememberedLogin(storage) ?? { type: login.type };
    const merged = sanitiseRememberedLogin({
      ...before,
      type: login.type,
      ...(login.type === 'username' ? { username: login.username } : { mobileNum: login.mobileNum, countryDialingCode: login.countryDialingCode }),
    });
    if (merged) storage.setItem(rememberedLoginKey, JSON.stringify(merged));
  }, undefined);
}

/** After a successful login with remember me unticked: nothing stays on the device. */
export function forgetRememberedLogin(storage: KeyValueStorage): void {
  safely(() => storage.removeItem(rememberedLoginKey), undefined);
}
