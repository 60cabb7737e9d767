import { callRoutes, fillPath, type WpsCallName } from '@/lib/wps/call-table';
import type { BrowserValue, CallBody, CallFailureValue, CallQuery, CallValue } from '@/lib/wps/calls';
import { deviceOf, runningInstalled } from './device';

/**
 * The browser's call to the BFF: same origin, plain JSON, cookies included (the session and
 * the captchaId cookie ride along). Always resolves to an envelope: a network failure or an
 * answer that is not one becomes `upstream.unavailable` / `upstream.bad.response`, so a screen
 * has one error path and shows `errors.<code>`.
 *
 * A screen names the call (`wpsFetch('walletsBalance')`); its path, method and form encoding
 * come from the route table, and its input and value types from the call's schemas
 * (lib/wps/calls.ts), so no component writes a `/wps` path or a value type by hand. The value
 * is the platform's without the secret keys the BFF strips (the session token).
 *
 * The value is typed, not parsed, in the browser. Parsing would put zod and every schema of the
 * table into each screen's JavaScript (the route table here is a few hundred bytes; the schemas
 * are tens of KB before compression), and the answer comes from our own BFF relaying a platform
 * whose every answer is checked against the same value schema under test (wpsRoute). The SSR
 * data layer, which can afford it, does parse (lib/data/request.ts).
 */
export type BrowserEnvelope<T = unknown, F = unknown> =
  | { success: true; errorCode: null; value: T }
  /** A refusal may carry a value of its own (a login's captchaRequired, a registration's field). */
  | { success: false; errorCode: string; value: F };

export type BrowserMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a call takes: the query of a GET, the body of any other method (the contract gives a GET
 * only a query schema and other methods only a body schema; tests/lib/wps/calls.test.ts holds it
 * to that). A call with neither takes nothing, or an empty object.
 */
export type CallInput<N extends WpsCallName> = [CallQuery<N>] extends [undefined]
  ? [CallBody<N>] extends [undefined] ? Record<string, never> | undefined : CallBody<N>
  : CallQuery<N>;

type QueryInput = Record<string, string | number | boolean | null | undefined | readonly (string | number | boolean)[]>;

/** The query string of a GET: undefined and null parameters are left out, arrays repeat their name. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query as QueryInput)) {
    for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined && item !== null) q.append(k, String(item));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Values of a path's `:name` segments (`lotteryOrderDetail`'s `:id`). */
export type PathParams = Readonly<Record<string, string | number>>;

/** The URL a call is fetched from (path of the route table with its parameters filled, plus the query of a GET). */
export function callUrl<N extends WpsCallName>(name: N, input?: CallInput<N>, params?: PathParams): string {
  const route = callRoutes[name];
  const path = fillPath(route.path, params);
  return route.method === 'GET' ? `${path}${queryString(input)}` : path;
}

export async function wpsFetch<N extends WpsCallName>(name: N, input?: CallInput<N>, params?: PathParams): Promise<BrowserEnvelope<BrowserValue<CallValue<N>>, CallFailureValue<N>>> {
  const route = callRoutes[name] as { method: BrowserMethod; path: string; form?: boolean };
  const body = route.method === 'GET' ? undefined : (input as unknown);
  let res: Response;
  // Calls the WPS table marks form-encoded (forgot by e-mail, SPEC §7) go as a form; the rest as JSON.
  const encoded =
    body === undefined
      ? undefined
      : route.form
        ? new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')])).toString()
        : JSON.stringify(body);
  const contentType = route.form ? 'application/x-www-form-urlencoded' : 'application/json';
  // The BFF relays Device upstream (WPS-PROTOCOL.md): OTHERS from the installed app, web in a tab.
  const device = deviceOf(runningInstalled());
  try {
    res = await fetch(callUrl(name, input, params), {
      method: route.method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { Accept: 'application/json', Device: device } : { Accept: 'application/json', 'Content-Type': contentType, Device: device },
      body: encoded,
    });
  } catch {
    return { success: false, errorCode: 'upstream.unavailable', value: null as CallFailureValue<N> };
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return { success: false, errorCode: 'upstream.bad.response', value: null as CallFailureValue<N> };
  }
  if (!json || typeof json !== 'object') return { success: false, errorCode: 'upstream.bad.response', value: null as CallFailureValue<N> };
  const e = json as { success?: unknown; status?: unknown; errorCode?: unknown; value?: unknown };
  if (e.success ?? e.status) return { success: true, errorCode: null, value: (e.value ?? null) as BrowserValue<CallValue<N>> };
  return { success: false, errorCode: typeof e.errorCode === 'string' ? e.errorCode : 'unknown.error', value: (e.value ?? null) as CallFailureValue<N> };
}
