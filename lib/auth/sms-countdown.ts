import { wpsFetch, type CallInput } from '@/lib/net/wps-fetch';
import type { CallBody } from '@/lib/wps/calls';

/**
 * SPEC §4 SMS code button: ready, then counting down the seconds until the server's expiration
 * time, ticking every 0.5 s (SPEC §9), 60 s when the server gives none, then ready again.
 */
export const smsTick_ms = 500;
export const smsDefault_s = 60;

function isTime(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x > 0;
}

/**
 * When the countdown of a code sent at `now_ms` ends: the server's `value.expirationTime`
 * (epoch ms), or 60 s from now when it is absent or already past (a server clock behind ours
 * must not leave the button ready at once).
 */
export function smsExpiry(now_ms: number, expirationTime_ms: unknown): number {
  return isTime(expirationTime_ms) && expirationTime_ms > now_ms ? expirationTime_ms : now_ms + smsDefault_s * 1000;
}

/**
 * Whole seconds left on the button at `now_ms` (rounded up, so it shows 1 until the very end,
 * then 0 = ready). Without an expiration time it is the SPEC default of 60 s.
 */
export function smsCountdown(now_ms: number, expirationTime_ms: number | null | undefined): number {
  if (!isTime(expirationTime_ms)) return smsDefault_s;
  return Math.max(0, Math.ceil((expirationTime_ms - now_ms) / 1000));
}

/**
 * Asks the platform to send an SMS code (register, login or reset call) and answers when the
 * get-code button may be pressed again, or the error code of a refusal.
 */
export async function requestSmsCode<N extends 'verificationSmsRegister' | 'verificationSmsNoLogin'>(
  call: N,
  body: CallBody<N>,
  now: () => number = Date.now,
): Promise<{ ok: true; until_ms: number } | { ok: false; errorCode: string | null }> {
  const r = await wpsFetch(call, body as CallInput<N>);
  if (!r.success) return { ok: false, errorCode: r.errorCode };
  return { ok: true, until_ms: smsExpiry(now(), r.value?.expirationTime) };
}
