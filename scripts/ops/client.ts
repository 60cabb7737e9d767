import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OpsFailure, type OpsCall } from './command';

/**
 * The HTTP side of `npm run ops`: the platform's back office at OPS_URL, with the operator
 * token of OPS_TOKEN or the file the platform writes on first boot.
 */
const request_timeout_ms = 15_000;

interface Envelope {
  success: boolean;
  value: unknown;
  errorCode: string | null;
  message: string;
}

function baseUrl(env: Readonly<Record<string, string | undefined>>): string {
  const url = env.OPS_URL ?? `http://127.0.0.1:${env.PLATFORM_PORT || 4000}`;
  return url.replace(/\/+$/, '');
}

function token(env: Readonly<Record<string, string | undefined>>): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN.trim();
  const file = path.resolve(env.DATA_DIR || '.data', 'ops-token');
  if (!existsSync(file)) {
    throw new OpsFailure(`no operator token: set OPS_TOKEN, or run where ${file} exists (the platform writes it on first boot)`);
  }
  return readFileSync(file, 'utf8').trim();
}

/** One back-office call over HTTP; the platform's refusal becomes an OpsFailure naming each field. */
export function createCall(env: Readonly<Record<string, string | undefined>>): OpsCall {
  return async (method, pathname, body) => {
    const url = `${baseUrl(env)}${pathname}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token(env)}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(request_timeout_ms),
      });
    } catch (e) {
      if (e instanceof OpsFailure) throw e;
      throw new OpsFailure(`cannot reach the platform at ${baseUrl(env)} (${(e as Error).message}); is it running? Set OPS_URL if it listens elsewhere.`);
    }
    let answer: Envelope;
    try {
      answer = (await res.json()) as Envelope;
    } catch {
      throw new OpsFailure(`${method} ${pathname}: HTTP ${res.status} without a JSON answer`);
    }
    if (!answer.success) {
      const lines = [`${method} ${pathname} failed: ${answer.errorCode} (HTTP ${res.status})`];
      if (res.status === 401) lines.push('  the operator token was refused: check OPS_TOKEN or the ops-token file');
      const issues = (answer.value as { issues?: { field: string; message: string }[] } | null)?.issues;
      for (const i of issues ?? []) lines.push(`  ${i.field || '(body)'}: ${i.message}`);
      throw new OpsFailure(lines.join('\n'));
    }
    return answer.value;
  };
}
