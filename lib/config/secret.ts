import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A secret from env, or one generated once and kept (mode 0600) in DATA_DIR. */
export function keptSecret(dataDir: string, file: string, fromEnv: string | undefined, bytes = 32): string {
  if (fromEnv) return fromEnv;
  const p = path.join(dataDir, file);
  if (existsSync(p)) return readFileSync(p, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(p, secret + '\n', { mode: 0o600 });
  return secret;
}
