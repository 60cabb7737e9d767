/**
 * The browser's call to the BFF: same origin, plain JSON, cookies included (the session and
 * the captchaId cookie ride along). Always resolves to an envelope: a network failure or an
 * answer that is not one becomes `upstream.unavailable` / `upstream.bad.response`, so a screen
 * has one error path and shows `errors.<code>`.
 */
export interface BrowserEnvelope<T = unknown> {
  success: boolean;
  errorCode: string | null;
  value: T | null;
}

export type BrowserMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function wpsFetch<T = unknown>(
  method: BrowserMethod,
  path: string,
  body?: unknown,
  opts: { form?: boolean } = {},
): Promise<BrowserEnvelope<T>> {
  let res: Response;
  // Calls the WPS table marks form-encoded (forgot by e-mail, SPEC §7) go as a form; the rest as JSON.
  const encoded =
    body === undefined
      ? undefined
      : opts.form
        ? new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')])).toString()
        : JSON.stringify(body);
  const contentType = opts.form ? 'application/x-www-form-urlencoded' : 'application/json';
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': contentType },
      body: encoded,
    });
  } catch {
    return { success: false, errorCode: 'upstream.unavailable', value: null };
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return { success: false, errorCode: 'upstream.bad.response', value: null };
  }
  if (!json || typeof json !== 'object') return { success: false, errorCode: 'upstream.bad.response', value: null };
  const e = json as { success?: unknown; status?: unknown; errorCode?: unknown; value?: unknown };
  const success = Boolean(e.success ?? e.status);
  return {
    success,
    errorCode: success ? null : typeof e.errorCode === 'string' ? e.errorCode : 'unknown.error',
    value: (e.value ?? null) as T | null,
  };
}
