import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eDataDir, e2ePorts } from '../playwright.config';

const run = promisify(execFile);

/** Runs `npm run ops -- ...args` against the product the suite started, as an operator would. */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir, PLATFORM_PORT: String(e2ePorts.platform) },
    timeout: 60_000,
  });
  return stdout;
}

/** An origin of the product under another host name: *.localhost resolves to loopback in Chromium. */
export const originFor = (host: string) => `http://${host}:${e2ePorts.web}`;
