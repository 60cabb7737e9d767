// npm run ops -- <command>: the operator's command line over the back-office API (/bo) of a
// running platform. Usage and parsing live in platform/src/modules/backoffice/ops-args.ts.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OpsUsageError, opsUsage, parseOpsArgs, renderTable, type OpsCommand } from '../platform/src/modules/backoffice/ops-args';
import { isContentOps } from '../platform/src/modules/content/ops-args';
import { runContentOps } from '../platform/src/modules/content/ops';

const request_timeout_ms = 15_000;

interface Envelope {
  success: boolean;
  value: unknown;
  errorCode: string | null;
  message: string;
}

class OpsFailure extends Error {}

function baseUrl(): string {
  const url = process.env.OPS_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT || 4000}`;
  return url.replace(/\/+$/, '');
}

function token(): string {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN.trim();
  const file = path.resolve(process.env.DATA_DIR || '.data', 'ops-token');
  if (!existsSync(file)) {
    throw new OpsFailure(`no operator token: set OPS_TOKEN, or run where ${file} exists (the platform writes it on first boot)`);
  }
  return readFileSync(file, 'utf8').trim();
}

async function call(method: string, pathname: string, body?: unknown): Promise<unknown> {
  const url = `${baseUrl()}${pathname}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${token()}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(request_timeout_ms),
    });
  } catch (e) {
    if (e instanceof OpsFailure) throw e;
    throw new OpsFailure(`cannot reach the platform at ${baseUrl()} (${(e as Error).message}); is it running? Set OPS_URL if it listens elsewhere.`);
  }
  let env: Envelope;
  try {
    env = (await res.json()) as Envelope;
  } catch {
    throw new OpsFailure(`${method} ${pathname}: HTTP ${res.status} without a JSON answer`);
  }
  if (!env.success) {
    const lines = [`${method} ${pathname} failed: ${env.errorCode} (HTTP ${res.status})`];
    if (res.status === 401) lines.push('  the operator token was refused: check OPS_TOKEN or the ops-token file');
    const issues = (env.value as { issues?: { field: string; message: string }[] } | null)?.issues;
    for (const i of issues ?? []) lines.push(`  ${i.field || '(body)'}: ${i.message}`);
    throw new OpsFailure(lines.join('\n'));
  }
  return env.value;
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

function walletLine(w: Record<string, unknown>, minorDigits: number): string {
  const amount = (minor: unknown) => (Number(minor) / 10 ** minorDigits).toFixed(minorDigits);
  const withdraw = w.withdraw as Record<string, unknown>;
  return `turnover x${w.turnoverMultiple}, trial play money ${amount(w.trialBalance_minor)}, ` +
    `withdraw ${amount(withdraw.min_minor)} to ${amount(withdraw.max_minor)}, ${withdraw.dailyCount} a day`;
}

function printMerchant(m: Record<string, unknown>): void {
  const modules = m.modules as Record<string, boolean>;
  const off = Object.entries(modules).filter(([, on]) => !on).map(([id]) => id);
  const currency = m.currency as { code: string; symbol: string; pattern: string; minorDigits: number };
  const menu = m.menu as Record<string, boolean>;
  const register = m.register as Record<string, { enabled: boolean; required: boolean }>;
  const rows: [string, string][] = [
    ['code', String(m.code)],
    ['name', String(m.name)],
    ['maintenance', yesNo(Boolean(m.maintenance))],
    ['blocked countries', (m.blockedCountries as string[]).join(', ') || '(none)'],
    ['domains', (m.domains as string[]).join(', ')],
    ['main domain', String(m.mainDomain || '(first domain)')],
    ['languages', `${(m.languages as string[]).join(', ')} (default ${m.defaultLanguage})`],
    ['currency', `${currency.code} ${currency.symbol} ${currency.pattern} (${currency.minorDigits} minor digits)`],
    ['modules off', off.join(' ') || '(all on)'],
    ['wallet', walletLine(m.wallet as Record<string, unknown>, currency.minorDigits)],
    ['menu off', Object.entries(menu).filter(([, on]) => !on).map(([k]) => k).join(' ') || '(all on)'],
    ['register fields', Object.entries(register).filter(([, s]) => s.enabled).map(([f, s]) => (s.required ? `${f}*` : f)).join(' ')],
    ['customer service', (m.customerService as { csType: string; title: string }[]).map((c) => `${c.csType}:${c.title}`).join(', ') || '(none)'],
    ['image CDNs', (m.imageCDNs as string[]).join(', ') || '(same origin)'],
    ['updated', String(m.updatedAt)],
  ];
  console.log(renderTable(['setting', 'value'], rows));
}

async function run(cmd: OpsCommand): Promise<void> {
  if (isContentOps(cmd)) return runContentOps(cmd, call);
  switch (cmd.command) {
    case 'help':
      console.log(opsUsage);
      return;
    case 'merchant:list': {
      const list = (await call('GET', '/bo/merchants')) as Record<string, unknown>[];
      if (cmd.json) return void console.log(JSON.stringify(list, null, 2));
      if (!list.length) return void console.log('No merchants yet: npm run ops -- merchant:create <code> --domain <host>');
      console.log(renderTable(
        ['code', 'name', 'maintenance', 'blocked', 'currency', 'languages', 'domains'],
        list.map((m) => [String(m.code), String(m.name), yesNo(Boolean(m.maintenance)), (m.blockedCountries as string[]).join(',') || '-',
          String(m.currency), (m.languages as string[]).join(','), (m.domains as string[]).join(',')]),
      ));
      return;
    }
    case 'merchant:show': {
      const m = (await call('GET', `/bo/merchants/${encodeURIComponent(cmd.code)}`)) as Record<string, unknown>;
      return cmd.json ? void console.log(JSON.stringify(m, null, 2)) : printMerchant(m);
    }
    case 'merchant:create': {
      const m = (await call('POST', '/bo/merchants', { code: cmd.code, domains: cmd.domains, ...(cmd.name ? { name: cmd.name } : {}) })) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(m, null, 2));
      console.log(`Created merchant ${m.code}.`);
      printMerchant(m);
      return;
    }
    case 'merchant:set': {
      const m = (await call('PATCH', `/bo/merchants/${encodeURIComponent(cmd.code)}`, cmd.patch)) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(m, null, 2));
      console.log(`Updated ${m.code}: ${Object.keys(cmd.patch).join(', ')}. Other replicas pick it up within a few seconds.`);
      printMerchant(m);
      return;
    }
    case 'audit:list': {
      const q = new URLSearchParams();
      if (cmd.merchant) q.set('merchant', cmd.merchant);
      if (cmd.limit) q.set('limit', String(cmd.limit));
      const rows = (await call('GET', `/bo/audit${q.size ? `?${q}` : ''}`)) as Record<string, unknown>[];
      if (cmd.json) return void console.log(JSON.stringify(rows, null, 2));
      if (!rows.length) return void console.log('No audit entries.');
      const short = (v: unknown) => {
        const s = v === null || v === undefined ? '-' : JSON.stringify(v);
        return s.length > 70 ? `${s.slice(0, 67)}...` : s;
      };
      console.log(renderTable(
        ['id', 'at', 'operator', 'merchant', 'action', 'before', 'after'],
        rows.map((r) => [String(r.id), String(r.at), String(r.operator), String(r.merchant ?? '-'), String(r.action), short(r.before), short(r.after)]),
      ));
      return;
    }
    case 'member:list': {
      const q = new URLSearchParams();
      if (cmd.merchant) q.set('merchant', cmd.merchant);
      if (cmd.q) q.set('q', cmd.q);
      if (cmd.limit) q.set('limit', String(cmd.limit));
      const rows = (await call('GET', `/bo/members${q.size ? `?${q}` : ''}`)) as Record<string, unknown>[];
      if (cmd.json) return void console.log(JSON.stringify(rows, null, 2));
      if (!rows.length) return void console.log('No members.');
      const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
      console.log(renderTable(
        ['merchant', 'id', 'username', 'type', 'status', 'nickname', 'mobile', 'email', 'created'],
        rows.map((m) => [String(m.merchant), String(m.id), String(m.username), String(m.type), String(m.status), dash(m.nickname),
          m.mobileNum ? `${dash(m.countryDialingCode)} ${m.mobileNum}` : '-', dash(m.email), String(m.createdAt)]),
      ));
      return;
    }
    case 'member:set': {
      const m = (await call('PATCH', `/bo/members/${encodeURIComponent(cmd.merchant)}/${encodeURIComponent(cmd.username)}`, cmd.patch)) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(m, null, 2));
      console.log(`Updated ${m.username} of ${m.merchant}: status ${m.status}, type ${m.type}.`);
      return;
    }
    case 'social:list': {
      const rows = (await call('GET', `/bo/merchants/${encodeURIComponent(cmd.merchant)}/social`)) as Record<string, unknown>[];
      if (cmd.json) return void console.log(JSON.stringify(rows, null, 2));
      if (!rows.length) return void console.log('No social login providers: npm run ops -- social:set <merchant> <provider> enabled=true ...');
      const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
      console.log(renderTable(
        ['provider', 'enabled', 'clientId', 'secret', 'issuer / graph', 'bot', 'updated'],
        rows.map((r) => [String(r.provider), yesNo(Boolean(r.enabled)), dash(r.clientId), r.clientSecretSet ? 'set' : '-',
          dash(r.issuer ?? r.graphUrl), dash(r.botName), String(r.updatedAt)]),
      ));
      return;
    }
    case 'social:set': {
      const r = (await call('PUT', `/bo/merchants/${encodeURIComponent(cmd.merchant)}/social/${cmd.provider}`, cmd.body)) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(r, null, 2));
      console.log(`Updated ${cmd.provider} login of ${cmd.merchant}: ${r.enabled ? 'enabled' : 'disabled'}. ` +
        'It shows on the login screen only while its switch is on too (modules.GOOGLELOGIN3, modules.FACEBOOKLOGIN3, menu.telegramLogin).');
      return;
    }
    case 'outbox:list': {
      const q = new URLSearchParams({ merchant: cmd.merchant });
      if (cmd.channel) q.set('channel', cmd.channel);
      if (cmd.to) q.set('recipient', cmd.to);
      if (cmd.limit) q.set('limit', String(cmd.limit));
      const rows = (await call('GET', `/bo/outbox?${q}`)) as Record<string, unknown>[];
      if (cmd.json) return void console.log(JSON.stringify(rows, null, 2));
      if (!rows.length) return void console.log('No messages.');
      // Bodies in full: a held SMS code or reset link is what the operator came for.
      const oneLine = (v: unknown) => String(v ?? '').replace(/\s+/g, ' ').trim();
      console.log(renderTable(
        ['id', 'created', 'channel', 'to', 'status', 'tries', 'subject', 'body', 'error'],
        rows.map((r) => [String(r.id), String(r.createdAt), String(r.channel), String(r.recipient), String(r.status), String(r.attempts),
          oneLine(r.subject) || '-', oneLine(r.body), oneLine(r.lastError) || '-']),
      ));
      return;
    }
    case 'wallet:show': {
      const q = cmd.limit ? `?${new URLSearchParams({ limit: String(cmd.limit) })}` : '';
      const w = (await call('GET', `/bo/wallets/${encodeURIComponent(cmd.merchant)}/${encodeURIComponent(cmd.username)}${q}`)) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(w, null, 2));
      console.log(`${w.username} (${cmd.merchant})${w.playMoney ? ' - trial, play money' : ''}: balance ${w.balance} ${w.currency}, ` +
        `available ${w.available}, locked ${w.locked}, turnover to wager ${w.turnoverRemaining}; account ${w.accountId}, version ${w.version}`);
      const lines = w.lines as Record<string, unknown>[];
      if (!lines.length) return void console.log('No ledger lines yet.');
      console.log(renderTable(
        ['entry', 'at', 'amount', 'reason', 'reference', 'source', 'key'],
        lines.map((l) => [String(l.entryId), String(l.at), String(l.amount), String(l.reason), String(l.reference), String(l.source), String(l.key)]),
      ));
      return;
    }
    case 'wallet:adjust': {
      // Without --key each run is its own adjustment; the key still makes this run's request safe to retry.
      const key = cmd.key ?? `ops-${randomUUID()}`;
      const r = (await call('POST', `/bo/wallets/${encodeURIComponent(cmd.merchant)}/${encodeURIComponent(cmd.username)}/adjust`,
        { amount: cmd.amount, note: cmd.reason, key })) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(r, null, 2));
      console.log(`${r.replayed ? 'Already done' : 'Adjusted'}: ${cmd.amount} ${r.currency} to ${r.username} (entry ${r.entryId}, key ${key}); ` +
        `balance now ${r.balance}, available ${r.available}.`);
      return;
    }
    case 'vendor:create': {
      const r = (await call('POST', '/bo/vendors', {
        merchant: cmd.merchant, code: cmd.code, ...(cmd.name ? { name: cmd.name } : {}), ...(cmd.maxStake ? { maxStake: cmd.maxStake } : {}),
      })) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(r, null, 2));
      console.log(`Created vendor ${r.code} (${r.name}) of ${r.merchant}; max stake ${r.maxStake ?? 'unlimited'}.`);
      console.log(`Signing secret (shown this once, give it to the vendor over a safe channel):\n${r.secret}`);
      console.log(`Wallet calls: POST /vendor/${r.code}/wallet/balance|bet|win|rollback, X-Signature = hex HMAC-SHA256 of the body.`);
      return;
    }
    case 'vendor:list': {
      const rows = (await call('GET', `/bo/vendors?${new URLSearchParams({ merchant: cmd.merchant })}`)) as Record<string, unknown>[];
      if (cmd.json) return void console.log(JSON.stringify(rows, null, 2));
      if (!rows.length) return void console.log(`No vendors: npm run ops -- vendor:create ${cmd.merchant} <vendorCode>`);
      console.log(renderTable(['code', 'name', 'enabled', 'max stake', 'created'],
        rows.map((v) => [String(v.code), String(v.name), yesNo(Boolean(v.enabled)), String(v.maxStake ?? '-'), String(v.createdAt)])));
      return;
    }
    case 'vendor:token': {
      const r = (await call('POST', `/bo/vendors/${encodeURIComponent(cmd.merchant)}/${encodeURIComponent(cmd.vendor)}/token`,
        { username: cmd.username, ...(cmd.gameId ? { gameId: cmd.gameId } : {}) })) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(r, null, 2));
      console.log(`Game session of ${r.username} at ${r.vendor} (game ${r.gameId}), valid until ${r.expiresAt}:\n${r.token}`);
      return;
    }
    case 'vendor:catalog': {
      const rows = (await call('GET', `/bo/catalog/vendors/${encodeURIComponent(cmd.merchant)}`)) as Record<string, unknown>[];
      if (cmd.json) return void console.log(JSON.stringify(rows, null, 2));
      if (!rows.length) return void console.log('No catalog vendors.');
      console.log(renderTable(['vassalage', 'name', 'enabled', 'sort', 'wallet vendor', 'launch'],
        rows.map((v) => [String(v.vassalage), String(v.displayName), yesNo(Boolean(v.enabled)), String(v.sort), String(v.walletVendor ?? '-'),
          v.vassalage === 'HOUSE' && !v.launchUrl ? '(in-house)' : String(v.launchUrl ?? '(no game server)')])));
      return;
    }
    case 'vendor:set': {
      const r = (await call('PATCH', `/bo/catalog/vendors/${encodeURIComponent(cmd.merchant)}/${encodeURIComponent(cmd.vassalage)}`, cmd.patch)) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(r, null, 2));
      console.log(`Vendor ${r.vassalage} of ${cmd.merchant}: ${r.enabled ? 'enabled' : 'disabled'}, sort ${r.sort}, "${r.displayName}", wallet vendor ${r.walletVendor ?? '-'}.`);
      return;
    }
    case 'game:list': {
      const params = new URLSearchParams();
      if (cmd.vendor) params.set('vassalage', cmd.vendor);
      if (cmd.gameType) params.set('gameType', cmd.gameType);
      const rows = (await call('GET', `/bo/catalog/games/${encodeURIComponent(cmd.merchant)}${params.size ? `?${params}` : ''}`)) as Record<string, unknown>[];
      if (cmd.json) return void console.log(JSON.stringify(rows, null, 2));
      if (!rows.length) return void console.log('No games.');
      console.log(renderTable(['node', 'vassalage', 'gameId', 'name', 'type', 'classify', 'min bet', 'free play', 'enabled', 'sort'],
        rows.map((g) => [String(g.nodeId), String(g.vassalage), String(g.gameId), String(g.nodeName), String(g.gameType), String(g.gameClassify ?? '-'),
          String(g.minBet), yesNo(Boolean(g.supportPlay)), yesNo(Boolean(g.enabled)), String(g.sort)])));
      return;
    }
    case 'game:set': {
      const r = (await call('PATCH', `/bo/catalog/games/${encodeURIComponent(cmd.merchant)}/${encodeURIComponent(cmd.vassalage)}/${encodeURIComponent(cmd.gameId)}`, cmd.patch)) as Record<string, unknown>;
      if (cmd.json) return void console.log(JSON.stringify(r, null, 2));
      console.log(`Game ${r.vassalage}/${r.gameId} (node ${r.nodeId}): ${r.enabled ? 'enabled' : 'disabled'}, sort ${r.sort}, min bet ${r.minBet}, free play ${yesNo(Boolean(r.supportPlay))}.`);
      return;
    }
    case 'jackpot:show':
    case 'jackpot:set': {
      const path = `/bo/jackpot/${encodeURIComponent(cmd.merchant)}`;
      const r = (await (cmd.command === 'jackpot:set' ? call('PATCH', path, cmd.patch) : call('GET', path))) as {
        currency: string; active: boolean; amount_minor: string; pool: { share_bp: number; odds: number; games: string[]; lastWin_minor: string | null; lastWinAt: string | null } | null;
        wins: { memberId: number; gameId: string; amount_minor: string; createdAt: string }[];
      };
      if (cmd.json) return void console.log(JSON.stringify(r, null, 2));
      if (!r.pool) return void console.log(`No jackpot pool for ${cmd.merchant}: jackpot:set ${cmd.merchant} share=<bp> odds=<N> creates one.`);
      console.log(`Jackpot of ${cmd.merchant} (${r.currency}): ${r.amount_minor} minor units, ${r.active ? 'active' : 'inactive (empty)'}; `
        + `share ${r.pool.share_bp} bp, odds 1 in ${r.pool.odds}, games ${r.pool.games.join(', ')}; last win ${r.pool.lastWin_minor ?? '-'} ${r.pool.lastWinAt ?? ''}`);
      if (r.wins.length) {
        console.log(renderTable(['member', 'game', 'amount (minor)', 'at'], r.wins.map((w) => [String(w.memberId), w.gameId, w.amount_minor, String(w.createdAt)])));
      }
      return;
    }
    case 'deposit:list':
    case 'withdraw:list': {
      const params = new URLSearchParams();
      if (cmd.merchant) params.set('merchant', cmd.merchant);
      if (cmd.status) params.set('status', cmd.status);
      if (cmd.limit) params.set('limit', String(cmd.limit));
      const what = cmd.command === 'deposit:list' ? 'deposits' : 'withdrawals';
      const list = (await call('GET', `/bo/${what}${params.size ? `?${params}` : ''}`)) as Record<string, unknown>[];
      if (cmd.json) return console.log(JSON.stringify(list, null, 2));
      if (!list.length) return console.log(`No ${what}.`);
      console.log(cmd.command === 'deposit:list'
        ? renderTable(['merchant', 'id', 'member', 'method', 'amount', 'status', 'reference', 'created'],
          list.map((d) => [String(d.merchant), String(d.id), String(d.username), `${d.method} ${d.channelName ?? ''}`.trim(),
            `${d.amount} ${d.currency}${d.paidAmount && d.paidAmount !== d.amount ? ` (paid ${d.paidAmount})` : ''}`, String(d.status),
            String(d.reference ?? d.pspReference ?? ''), String(d.createdAt)]))
        : renderTable(['merchant', 'id', 'member', 'amount', 'status', 'bank', 'account', 'payee', 'created'],
          list.map((w) => [String(w.merchant), String(w.id), String(w.username), `${w.amount} ${w.currency}`, String(w.status),
            String(w.bankName), String(w.accountNumber), String(w.payeeName), String(w.createdAt)])));
      return;
    }
    case 'deposit:approve':
    case 'deposit:reject':
    case 'withdraw:approve':
    case 'withdraw:reject': {
      const [kind, action] = cmd.command.split(':') as ['deposit' | 'withdraw', 'approve' | 'reject'];
      const what = kind === 'deposit' ? 'deposits' : 'withdrawals';
      const body = cmd.command.endsWith(':reject') && 'reason' in cmd && cmd.reason ? { reason: cmd.reason } : action === 'reject' ? {} : undefined;
      const r = (await call('POST', `/bo/${what}/${encodeURIComponent(cmd.merchant)}/${cmd.id}/${action}`, body)) as Record<string, unknown>;
      if (cmd.json) return console.log(JSON.stringify(r, null, 2));
      console.log(`${kind} ${cmd.merchant}/${r.id}: ${r.status} (${r.amount} ${r.currency}, by ${r.settledBy})`);
      return;
    }
    case 'channel:list': {
      const list = (await call('GET', `/bo/deposit-channels/${encodeURIComponent(cmd.merchant)}`)) as Record<string, unknown>[];
      if (cmd.json) return console.log(JSON.stringify(list, null, 2));
      if (!list.length) return console.log('No deposit channels.');
      console.log(renderTable(['id', 'method', 'name', 'min', 'max', 'enabled', 'sort', 'where'],
        list.map((c) => {
          const bank = c.bank as { bankName: string; accountNumber: string } | null;
          const psp = c.psp as { adapter: string; baseUrl: string; secretFingerprint: string } | null;
          return [String(c.id), String(c.method), String(c.name), String(c.minAmount), String(c.maxAmount), yesNo(Boolean(c.enabled)), String(c.sort),
            bank ? `${bank.bankName} ${bank.accountNumber}` : psp ? `${psp.adapter} ${psp.baseUrl} (secret ${psp.secretFingerprint})` : ''];
        })));
      return;
    }
    case 'channel:create': {
      const r = (await call('POST', `/bo/deposit-channels/${encodeURIComponent(cmd.merchant)}`, cmd.body)) as Record<string, unknown>;
      if (cmd.json) return console.log(JSON.stringify(r, null, 2));
      console.log(`Channel ${r.id} (${r.method}, ${r.name}) created for ${cmd.merchant}.`);
      return;
    }
    case 'ledger:verify': {
      const q = cmd.merchant ? `?${new URLSearchParams({ merchant: cmd.merchant })}` : '';
      const r = (await call('GET', `/bo/ledger/verify${q}`)) as {
        entries: number; accounts: number; violations: { kind: string; merchantId: number; ids: number[]; detail: string }[];
      };
      if (cmd.json) console.log(JSON.stringify(r, null, 2));
      const scope = cmd.merchant ? `merchant ${cmd.merchant}` : 'all merchants';
      if (!r.violations.length) {
        if (!cmd.json) console.log(`Ledger clean (${scope}): ${r.entries} entries, ${r.accounts} accounts, every invariant holds.`);
        return;
      }
      // A broken invariant is a failure of the command: scripts and monitors see the exit status.
      if (!cmd.json) {
        console.log(renderTable(['violation', 'merchant', 'ids', 'detail'],
          r.violations.map((v) => [v.kind, String(v.merchantId), v.ids.join(','), v.detail])));
      }
      throw new OpsFailure(`ledger:verify found ${r.violations.length} violation(s) in ${scope} (${r.entries} entries, ${r.accounts} accounts)`);
    }
  }
}

async function main(): Promise<number> {
  let cmd: OpsCommand;
  try {
    cmd = parseOpsArgs(process.argv.slice(2));
  } catch (e) {
    if (e instanceof OpsUsageError) {
      console.error(`ops: ${e.message}\n(npm run ops -- help lists the commands and settings)`);
      return 2;
    }
    throw e;
  }
  try {
    await run(cmd);
    return 0;
  } catch (e) {
    if (e instanceof OpsFailure) {
      console.error(`ops: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

main().then((code) => process.exit(code), (e) => {
  console.error('ops: unexpected failure:', e);
  process.exit(1);
});
