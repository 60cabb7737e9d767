import { test, type APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * Outside vendors' slots for the specs of the lobby's mechanics (paging, sliders, favourites):
 * the demo seed holds only the house's few games, so these add what an operator adds when it
 * signs vendors, as it does (game:import, then vendor:set enabled=true): Lucky Star with 40
 * slots and Dragon Reel with 2, named in English and Chinese. Slots only, so the other
 * categories keep their own games or their empty state. Idempotent: any spec may call it.
 */
export async function importOutsideSlots(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-vendors-'));
  const vendors = [
    { vassalage: 'LUCKYSTAR', displayName: 'Lucky Star', zh: '幸运之星', count: 40 },
    { vassalage: 'DRAGONREEL', displayName: 'Dragon Reel', zh: '龙轴', count: 2 },
  ];
  for (const v of vendors) {
    const file = path.join(dir, `${v.vassalage}.json`);
    writeFileSync(file, JSON.stringify({
      vendor: { vassalage: v.vassalage, displayName: v.displayName },
      games: Array.from({ length: v.count }, (_, i) => ({
        gameId: `${v.vassalage.toLowerCase()}-reels-${i + 1}`, gameType: 'RNG', minBet: '0.2', supportPlay: true,
        names: { EN: `${v.displayName} Reels ${i + 1}`, ZH: `${v.zh} 转轴 ${i + 1}` },
      })),
    }));
    await ops('game:import', 'demo', file);
    await ops('vendor:set', 'demo', v.vassalage, 'enabled=true');
  }
}

/** An origin of the product under another host name: *.localhost resolves to loopback in Chromium. */
export const originFor = (host: string) => `http://${host}:${e2ePorts.web}`;

/** Starts a trial session in this request context (browser page.request shares the page's cookies). */
export async function startTrial(request: APIRequestContext): Promise<string> {
  const res = await request.post('/wps/session/login/freeplay', { data: {} });
  const body = await res.json();
  if (!body.success) throw new Error(`free play refused: ${body.errorCode}`);
  return body.value.userName as string;
}

/** A trial session promoted to an agent (type 3) by the operator, for the agent screens. */
export async function startAgent(request: APIRequestContext): Promise<string> {
  const userName = await startTrial(request);
  await ops('member:set', 'demo', userName, 'type=3');
  return userName;
}

/** Registers a member through the BFF as the register screen does (the demo's register captcha is off in these specs). */
export async function registerMember(request: APIRequestContext, username: string, password: string, extra: Record<string, string> = {}) {
  const blank = Object.fromEntries(
    ['affiliateCode', 'paymentPassword', 'recommenderId', 'nickname', 'payeeName', 'email', 'mobileNum', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'captcha', 'verificationCode', 'countryDialingCode']
      .map((k) => [k, '']),
  );
  const res = await request.put('/wps/member/register', {
    data: { ...blank, username, password, confirmPassword: password, type: 0, registerMethod: 'H5', domain: 'localhost', registerUrl: 'http://localhost/m/register', ...extra },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`register refused: ${body.errorCode} ${JSON.stringify(body.value)}`);
  return body.value;
}

/** The newest outbox message to a recipient, as an operator reads it with `npm run ops -- outbox:list`. */
export async function lastOutboxBody(recipient: string): Promise<string> {
  const out = await ops('outbox:list', '--merchant', 'demo', '--to', recipient, '--json');
  const rows = JSON.parse(out) as { body: string }[] | { items: { body: string }[] };
  const list = Array.isArray(rows) ? rows : rows.items;
  if (!list.length) throw new Error(`no outbox message to ${recipient}`);
  return list[0]!.body;
}

/** A username of its own for a test: `prefix`, then time and chance, 14 characters at most. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 14);

/**
 * Every test of this file arrives from an address of its own (TEST-NET-3): registration, free
 * play and login are limited per address, and the whole suite otherwise comes from loopback.
 */
export function freshAddressPerTest(): void {
  test.use({
    extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 254)}` }),
  });
}

/** For a spec that registers members through the API: the register screen's captcha (covered by its own tests) off, and a fresh address per test. */
export function registeringSpec(): void {
  test.beforeAll(async () => {
    await ops('merchant:set', 'demo', 'register.captcha.enabled=false', 'register.captcha.required=false');
  });
  freshAddressPerTest();
}

/**
 * One paid spin of the in-house slot for the member of this request context, as the game page
 * makes it: launchGame through the BFF, then the house API with the launch token. Answers the
 * spin (bet and win as decimal strings).
 */
export async function spinHouseSlot(request: APIRequestContext, coinValue = '1.00'): Promise<{ bet: string; win: string; balance: string | null }> {
  const launch = await (await request.get('/wps/game/launchGame?gameId=house-lucky-5&vassalage=HOUSE')).json();
  if (!launch.success) throw new Error(`launch refused: ${launch.errorCode}`);
  const url = new URL(launch.value.content.game_url as string, 'http://x');
  const token = url.searchParams.get('token');
  const api = `/games/house/api/${url.searchParams.get('m')}`;
  const open = await (await request.post(`${api}/session`, { data: { token, game: 'house-lucky-5', freePlay: false } })).json();
  if (!open.ok) throw new Error(`house session refused: ${open.error}`);
  const spin = await (await request.post(`${api}/spin`, { data: { token, coinValue } })).json();
  if (!spin.ok) throw new Error(`spin refused: ${spin.error}`);
  return spin.value;
}
