import type { z } from 'zod';
import { browserValueSchema, findCall, wpsCalls, type BrowserValue, type WpsCallName } from '@/lib/wps/calls';

/**
 * Fake answers of the BFF for component tests, built through the contract (lib/wps/calls.ts): a
 * success answer's value must parse with its call's value schema (without the secret keys the
 * BFF strips), a refusal's value with the call's failure schema. A screen tested against an answer the platform can no longer give fails
 * its test, instead of passing against a shape that went away.
 */
export type Answer = { success: boolean; errorCode?: string | null; value?: unknown };

type ValueInput<N extends WpsCallName> = BrowserValue<z.input<(typeof wpsCalls)[N]['value']>>;
type FailureInput<N extends WpsCallName> = (typeof wpsCalls)[N] extends { failure: infer S extends z.ZodType } ? z.input<S> : never;

function checked(schema: z.ZodType | undefined, value: unknown, what: string): void {
  if (!schema) return;
  const r = browserValueSchema(schema).safeParse(value);
  if (!r.success) throw new Error(`fake answer of ${what} is outside the contract: ${r.error.message}`);
}

/** A success answer of a call, its value checked against the call's value schema. */
export function wpsAnswer<N extends WpsCallName>(call: N, value: ValueInput<N>): Answer {
  checked(wpsCalls[call].value, value, call);
  return { success: true, errorCode: null, value };
}

/** A refusal of a call; a value it carries is checked against the call's failure schema. */
export function wpsRefusal<N extends WpsCallName>(call: N, errorCode: string, value?: FailureInput<N>): Answer {
  const failure = (wpsCalls[call] as { failure?: z.ZodType }).failure;
  if (value !== undefined) checked(failure, value, `${call} (refused)`);
  return { success: false, errorCode, value: value ?? null };
}

/**
 * Checks an answer a test wrote by hand for the call behind a method and path: a success must
 * carry a value its call's schema accepts (null for calls that answer none), a refusal a value
 * the call's failure schema accepts, or none. A path outside the table fails too.
 */
export function checkAnswer(method: string, path: string, a: Answer): Answer {
  const call = findCall(method, path.split('?')[0]!);
  if (!call) throw new Error(`fake answer for ${method} ${path}: no such call in lib/wps/calls.ts`);
  if (a.success) checked(call.value, a.value ?? null, call.name);
  else if (a.value !== undefined && a.value !== null) checked(call.failure, a.value, `${call.name} (refused)`);
  return a;
}

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

export type Route = (init: FetchCall) => Answer;

/**
 * Answers outside the contract found by mockFetch. The screen's wpsFetch turns a throwing fetch
 * into upstream.unavailable, which a test could mistake for the behaviour it checks; so the
 * test that wrote such an answer fails after it ends, naming the answer.
 */
const outsideContract: string[] = [];
afterEach(() => {
  const found = outsideContract.splice(0);
  if (found.length) throw new Error(found.join('\n'));
});

/**
 * A fetch stand-in for jsdom (which has none): answers by method and path, records every call,
 * and checks every answer against the contract (checkAnswer).
 */
export function mockFetch(route: Route): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const form = new Headers(init?.headers).get('content-type')?.startsWith('application/x-www-form-urlencoded');
    const body = typeof init?.body !== 'string' ? undefined : form ? Object.fromEntries(new URLSearchParams(init.body)) : JSON.parse(init.body);
    calls.push({ method, path, body });
    let a: Answer;
    try {
      a = checkAnswer(method, path, route({ method, path, body }));
    } catch (e) {
      outsideContract.push((e as Error).message);
      throw e;
    }
    return { json: async () => ({ errorCode: null, value: null, ...a }) } as Response;
  }) as typeof fetch;
  return calls;
}

/** A captcha answer: a base64 PNG that changes with every call, so a refresh is visible. */
export function captchaAnswer(n: number): Answer {
  return wpsAnswer('captcha', btoa(`png-${n}`));
}
