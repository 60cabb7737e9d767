import type { ErrorCode } from './errors';

/**
 * The WPS envelope. Every answer of the platform, success or failure, has this shape.
 * Older clients read `status` instead of `success`; the BFF normalises to both.
 */
export interface Envelope<T = unknown> {
  success: boolean;
  status?: boolean;
  value: T | null;
  errorCode: ErrorCode | string | null;
  message: string;
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, errorCode: null, message: '' };
}

export function fail<T = null>(errorCode: ErrorCode | string, message = '', value: T | null = null): Envelope<T> {
  return { success: false, value, errorCode, message };
}

export function isEnvelope(x: unknown): x is Envelope {
  return typeof x === 'object' && x !== null && 'errorCode' in x && ('success' in x || 'status' in x);
}

/** Accepts an answer of any WPS host (success or status) and returns our shape. */
export function normaliseEnvelope(x: unknown): Envelope {
  if (!isEnvelope(x)) return fail('upstream.bad.response');
  const success = Boolean((x as Envelope).success ?? (x as Envelope).status);
  return {
    success,
    status: success,
    value: (x as Envelope).value ?? null,
    errorCode: success ? null : ((x as Envelope).errorCode ?? 'unknown.error'),
    message: typeof (x as Envelope).message === 'string' ? (x as Envelope).message : '',
  };
}
