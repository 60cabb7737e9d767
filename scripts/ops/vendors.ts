import { boVendorCreateSchema, boVendorListQuerySchema, boVendorParamsSchema, boVendorTokenSchema } from '@/platform/src/modules/vendor-wallet/schema';
import { check, defineCommand, json, OpsUsageError, renderTable, seg, single, yesNo } from './command';

/** vendor:create|list|token: the game vendors of the seamless-wallet API (/bo/vendors). */
export const vendorCommands = [
  defineCommand({
    name: 'vendor:create',
    args: '<merchant> <vendorCode>',
    summary: 'a game vendor of the seamless-wallet API; prints its signing secret once',
    details: 'The signing secret is shown once: it cannot be shown again.',
    options: [{ flags: '--name <name>', description: 'display name' }, { flags: '--max-stake <amount>', description: 'the largest bet the wallet accepts' }],
    parse([merchant, code], o) {
      if (!/^[a-z0-9][a-z0-9_-]{1,31}$/.test(code!)) throw new OpsUsageError(`vendorCode: lower-case letters, digits, _ or -, 2 to 32 characters, got "${code}"`);
      const name = single(o, '--name')?.trim();
      const maxStake = single(o, '--max-stake')?.trim();
      if (maxStake !== undefined && (!/^\d+(\.\d+)?$/.test(maxStake) || /^0+(\.0+)?$/.test(maxStake))) {
        throw new OpsUsageError(`--max-stake: expected a positive decimal like 500 or 99.50, got "${maxStake}"`);
      }
      const body = { merchant: merchant!, code: code!, ...(name ? { name } : {}), ...(maxStake !== undefined ? { maxStake } : {}) };
      check(boVendorCreateSchema, body);
      return { command: 'vendor:create', ...body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('POST', '/bo/vendors', {
        merchant: cmd.merchant, code: cmd.code, ...(cmd.name ? { name: cmd.name } : {}), ...(cmd.maxStake ? { maxStake: cmd.maxStake } : {}),
      })) as Record<string, unknown>;
      if (cmd.json) return print(json(r));
      print(`Created vendor ${r.code} (${r.name}) of ${r.merchant}; max stake ${r.maxStake ?? 'unlimited'}.`);
      print(`Signing secret (shown this once, give it to the vendor over a safe channel):\n${r.secret}`);
      print(`Wallet calls: POST /vendor/${r.code}/wallet/balance|bet|win|rollback, X-Signature = hex HMAC-SHA256 of the body.`);
    },
  }),
  defineCommand({
    name: 'vendor:list',
    args: '<merchant>',
    summary: 'the game vendors of a merchant (no secrets)',
    parse([merchant], o) {
      check(boVendorListQuerySchema, { merchant });
      return { command: 'vendor:list', merchant: merchant!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', `/bo/vendors?${new URLSearchParams({ merchant: cmd.merchant })}`)) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print(`No vendors: npm run ops -- vendor:create ${cmd.merchant} <vendorCode>`);
      print(renderTable(['code', 'name', 'enabled', 'max stake', 'created'],
        rows.map((v) => [String(v.code), String(v.name), yesNo(Boolean(v.enabled)), String(v.maxStake ?? '-'), String(v.createdAt)])));
    },
  }),
  defineCommand({
    name: 'vendor:token',
    args: '<merchant> <username> <vendorCode>',
    summary: 'a one-hour game session token, to test a vendor integration',
    options: [{ flags: '--game <gameId>', description: 'the game the session is for' }],
    parse([merchant, username, vendor], o) {
      const gameId = single(o, '--game');
      check(boVendorParamsSchema, { merchant, code: vendor });
      check(boVendorTokenSchema, { username, ...(gameId !== undefined ? { gameId } : {}) });
      return { command: 'vendor:token', merchant: merchant!, username: username!, vendor: vendor!, ...(gameId !== undefined ? { gameId } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('POST', `/bo/vendors/${seg(cmd.merchant)}/${seg(cmd.vendor)}/token`,
        { username: cmd.username, ...(cmd.gameId ? { gameId: cmd.gameId } : {}) })) as Record<string, unknown>;
      if (cmd.json) return print(json(r));
      print(`Game session of ${r.username} at ${r.vendor} (game ${r.gameId}), valid until ${r.expiresAt}:\n${r.token}`);
    },
  }),
];
