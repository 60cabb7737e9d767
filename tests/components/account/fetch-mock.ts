/** A fetch stand-in for jsdom (which has none): answers by method and path, records every call. */
export type Answer = { success: boolean; errorCode?: string | null; value?: unknown };
export type Route = (init: { method: string; path: string; body: unknown }) => Answer;

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

export function mockFetch(route: Route): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const form = new Headers(init?.headers).get('content-type')?.startsWith('application/x-www-form-urlencoded');
    const body = typeof init?.body !== 'string' ? undefined : form ? Object.fromEntries(new URLSearchParams(init.body)) : JSON.parse(init.body);
    calls.push({ method, path, body });
    const a = route({ method, path, body });
    return { json: async () => ({ errorCode: null, value: null, ...a }) } as Response;
  }) as typeof fetch;
  return calls;
}

/** A captcha answer: a base64 PNG that changes with every call, so a refresh is visible. */
export function captchaAnswer(n: number): Answer {
  return { success: true, value: btoa(`png-${n}`) };
}
