import type { AddressInfo } from 'node:net';
import { runOps } from '@/scripts/ops/program';
import type { TestPlatform } from './platform';

export interface OpsRun {
  code: number;
  out: string;
  err: string;
}

/**
 * Splits a command line as a shell would for the README's examples: words separated by
 * spaces, double quotes keep spaces inside a word (title="Weekend cashback").
 */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let quoted = false;
  let started = false;
  for (const ch of line) {
    if (ch === '"') {
      quoted = !quoted;
      started = true;
    } else if (ch === ' ' && !quoted) {
      if (started) words.push(word);
      word = '';
      started = false;
    } else {
      word += ch;
      started = true;
    }
  }
  if (started) words.push(word);
  return words;
}

/**
 * The operator CLI against the test platform over real HTTP: a beforeAll makes the platform
 * listen on a free loopback port, and the returned function runs `npm run ops -- <line>`
 * in-process with OPS_URL and OPS_TOKEN set, answering the exit status and what it printed.
 */
export function useOpsCli(platform: () => TestPlatform): { ops: (line: string | string[]) => Promise<OpsRun>; url: () => string } {
  let url = '';
  beforeAll(async () => {
    const p = platform();
    await p.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(p.app.server.address() as AddressInfo).port}`;
  });
  const ops = async (line: string | string[]): Promise<OpsRun> => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps({
      argv: Array.isArray(line) ? line : shellWords(line),
      env: { OPS_URL: url, OPS_TOKEN: platform().opsToken },
      out: (t) => out.push(t),
      err: (t) => err.push(t),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  return { ops, url: () => url };
}
