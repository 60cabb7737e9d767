import { readFileSync } from 'node:fs';
import {
  boMemberParamsSchema, boMerchantParamsSchema, boPromotionCreateSchema, boPromotionParamsSchema, boPromotionPatchSchema, boSettingsSchema,
  boTagParamsSchema, gameTypes,
} from '@/platform/src/modules/rewards/schema';
import { bool, check, defineCommand, json, keyValue, OpsUsageError, plain, renderTable, seg, sortValue } from './command';

/** promotion:list|show|create|set|tag|untag, rewards:show|weights: the promotion engine and members' rewards (/bo/rewards). */

interface ShownPromotion {
  code: string;
  enabled: boolean;
  sort: number;
  rules: { title: Record<string, string>; reward: Record<string, unknown>; wageringMultiple: number; startsAt: string | null; endsAt: string | null };
  budget_minor: string | null;
  spent_minor: string;
  claims: number;
}

interface ShownGrant {
  grantId: string;
  source: string;
  title: string;
  amount_minor: string;
  status: string;
  forfeitReason: string | null;
  wageringMultiple: number;
  required_minor: string;
  wagered_minor: string;
  createdAt: string;
}

const base = (merchant: string) => `/bo/rewards/${seg(merchant)}`;

function merchantArg(merchant: string | undefined, command: string): string {
  plain([merchant], `usage: ${command} <merchant> ... (npm run ops -- ${command} --help)`);
  check(boMerchantParamsSchema, { merchant });
  return merchant!;
}

function rulesFrom(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new OpsUsageError(`${file}: ${(e as Error).message}`);
  }
}

const rewardText = (r: Record<string, unknown>) =>
  r.type === 'fixed' ? String(r.amount) : r.type === 'percent' ? `${r.percent}% up to ${r.cap}` : `random (${(r.bands as unknown[]).length} bands)`;

function details(p: ShownPromotion, merchant: string): string {
  return [
    `Promotion ${p.code} of ${merchant}: ${p.enabled ? 'enabled' : 'disabled'}, sort ${p.sort}`,
    `  title     ${p.rules.title.EN}`,
    `  reward    ${rewardText(p.rules.reward)}${p.rules.wageringMultiple ? `, wagering x${p.rules.wageringMultiple}` : ', cash'}`,
    `  window    ${p.rules.startsAt ?? 'open'} – ${p.rules.endsAt ?? 'open'}`,
    `  paid      ${p.spent_minor} minor units in ${p.claims} claims${p.budget_minor !== null ? ` of a budget of ${p.budget_minor}` : ''}`,
    `  rules     ${JSON.stringify(p.rules)}`,
  ].join('\n');
}

const rulesHelp = `The rules file (JSON): {"title": {"EN": "…", "ZH": "…"},
  "startsAt": null, "endsAt": null,
  "eligibility": {"deposit": {"nth": 1, "min": "50", "claimWithinHours": 72} | null, "turnover": {"min": "1000", "days": 7} | null,
                  "newMemberDays": 30 | null, "vipLabels": [], "tags": []},
  "reward": {"type": "fixed", "amount": "8.88"} | {"type": "percent", "percent": 100, "cap": "500"}
          | {"type": "random", "bands": [{"min": "1", "max": "5", "weight": 9}, {"min": "50", "max": "88", "weight": 1}]},
  "wageringMultiple": 5, "gameWeights": {"RNG": 100, "LIVE": 10}, "bonusExpiresInHours": 168, "forfeitOnWithdrawal": true,
  "limits": {"perMember": 1, "perDevice": null, "perAddress": null, "budget": "10000" | null}}`;

function tagCommand(name: 'promotion:tag' | 'promotion:untag', on: boolean, summary: string) {
  return defineCommand({
    name,
    args: '<merchant> <username> <tag>',
    argumentHelp: { tag: 'a member tag for promotion eligibility (lower-case letters, digits, _ or -)' },
    summary,
    parse([merchant, username, tag], o) {
      plain([merchant, username, tag], `usage: ${name} <merchant> <username> <tag>`);
      check(boTagParamsSchema, { merchant, username, tag });
      return { command: name, merchant: merchant!, username: username!, tag: tag!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('PUT', `${base(cmd.merchant)}/members/${seg(cmd.username)}/tags/${seg(cmd.tag)}`, { on })) as { tags: string[] };
      print(cmd.json ? json(r) : `Tags of ${cmd.username}: ${r.tags.join(', ') || 'none'}.`);
    },
  });
}

export const rewardCommands = [
  defineCommand({
    name: 'promotion:list',
    args: '<merchant>',
    summary: 'the promotion engine\'s promotions with what each has paid',
    parse([merchant], o) {
      return { command: 'promotion:list', merchant: merchantArg(merchant, 'promotion:list'), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', `${base(cmd.merchant)}/promotions`)) as ShownPromotion[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['code', 'title (EN)', 'reward', 'wagering', 'enabled', 'claims', 'paid', 'budget'], rows.map((p) => [
          p.code, p.rules.title.EN ?? '', rewardText(p.rules.reward), p.rules.wageringMultiple ? `x${p.rules.wageringMultiple}` : 'cash',
          p.enabled ? 'yes' : 'no', String(p.claims), p.spent_minor, p.budget_minor ?? '-',
        ]))
        : 'No promotions.');
    },
  }),
  defineCommand({
    name: 'promotion:show',
    args: '<merchant> <code>',
    argumentHelp: { code: 'the promotion\'s code (promotion:list)' },
    summary: 'one promotion with its rules',
    parse([merchant, code], o) {
      plain([merchant, code], 'usage: promotion:show <merchant> <code>');
      check(boPromotionParamsSchema, { merchant, code });
      return { command: 'promotion:show', merchant: merchant!, code: code!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const p = (await call('GET', `${base(cmd.merchant)}/promotions/${seg(cmd.code)}`)) as ShownPromotion;
      print(cmd.json ? json(p) : details(p, cmd.merchant));
    },
  }),
  defineCommand({
    name: 'promotion:create',
    args: '<merchant> <code> <file>',
    argumentHelp: { code: 'the promotion\'s code: what members claim and a promotion announcement\'s claim action names', file: 'the rules, a JSON file' },
    summary: 'a new promotion of the engine from a rules file (audited)',
    details: rulesHelp,
    parse([merchant, code, file], o) {
      plain([merchant, code, file], 'usage: promotion:create <merchant> <code> <file>');
      check(boPromotionParamsSchema, { merchant, code });
      const body = { code, rules: rulesFrom(file!) };
      check(boPromotionCreateSchema, body);
      return { command: 'promotion:create', merchant: merchant!, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const p = (await call('POST', `${base(cmd.merchant)}/promotions`, cmd.body)) as ShownPromotion;
      print(cmd.json ? json(p) : `Created promotion ${p.code} for ${cmd.merchant}.\n${details(p, cmd.merchant)}`);
    },
  }),
  defineCommand({
    name: 'promotion:set',
    args: '<merchant> <code> <settings...>',
    argumentHelp: { code: 'the promotion\'s code (promotion:list)' },
    summary: 'enable, disable, reorder a promotion or replace its rules (audited)',
    details: `Keys: enabled=true|false  sort=<n>  rules=<file> (a whole rules file, as promotion:create takes)\n${rulesHelp}`,
    parse([merchant, code, ...assignments], o) {
      plain([merchant, code], 'usage: promotion:set <merchant> <code> key=value [...]');
      check(boPromotionParamsSchema, { merchant, code });
      if (!assignments.length) throw new OpsUsageError('usage: promotion:set <merchant> <code> key=value [...] (enabled, sort, rules)');
      const body: Record<string, unknown> = {};
      for (const a of assignments) {
        const [k, v] = keyValue(a);
        if (k === 'enabled') body.enabled = bool(k, v);
        else if (k === 'sort') body.sort = sortValue(v);
        else if (k === 'rules') body.rules = rulesFrom(v);
        else throw new OpsUsageError(`promotion:set: unknown setting ${k} (enabled, sort, rules)`);
      }
      check(boPromotionPatchSchema, body);
      return { command: 'promotion:set', merchant: merchant!, code: code!, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const p = (await call('PATCH', `${base(cmd.merchant)}/promotions/${seg(cmd.code)}`, cmd.body)) as ShownPromotion;
      print(cmd.json ? json(p) : details(p, cmd.merchant));
    },
  }),
  tagCommand('promotion:tag', true, 'tag a member for promotions that ask for the tag (audited)'),
  tagCommand('promotion:untag', false, 'take a member\'s tag off (audited)'),
  defineCommand({
    name: 'rewards:show',
    args: '<merchant> <username>',
    summary: 'a member\'s rewards: paid, in wagering (with progress), converted, forfeited',
    parse([merchant, username], o) {
      plain([merchant, username], 'usage: rewards:show <merchant> <username>');
      check(boMemberParamsSchema, { merchant, username });
      return { command: 'rewards:show', merchant: merchant!, username: username!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', `${base(cmd.merchant)}/members/${seg(cmd.username)}`)) as ShownGrant[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['id', 'source', 'title', 'amount', 'status', 'wagered / required', 'created'], rows.map((g) => [
          g.grantId, g.source, g.title, g.amount_minor, g.forfeitReason ? `${g.status} (${g.forfeitReason})` : g.status,
          g.wageringMultiple ? `${g.wagered_minor} / ${g.required_minor}` : '-', g.createdAt.slice(0, 16).replace('T', ' '),
        ]))
        : `${cmd.username} has no rewards.`);
    },
  }),
  defineCommand({
    name: 'rewards:weights',
    args: '<merchant> [settings...]',
    summary: 'the game weights bonus wagering counts with; with settings, set them (audited)',
    details: `Keys: ${gameTypes.map((t) => `${t}=<0-100>`).join('  ')} (percent of a settled stake that counts; unset types keep the defaults)`,
    parse([merchant, ...assignments], o) {
      const m = merchantArg(merchant, 'rewards:weights');
      if (!assignments.length) return { command: 'rewards:weights', merchant: m, body: null, json: Boolean(o.json) };
      const gameWeights: Record<string, number> = {};
      for (const a of assignments) {
        const [k, v] = keyValue(a);
        gameWeights[k] = Number(v);
      }
      const body = { gameWeights };
      check(boSettingsSchema, body);
      return { command: 'rewards:weights', merchant: m, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (cmd.body ? await call('PUT', `${base(cmd.merchant)}/settings`, cmd.body) : await call('GET', `${base(cmd.merchant)}/settings`)) as { gameWeights: Record<string, number> };
      print(cmd.json ? json(r) : renderTable(['game type', 'weight %'], Object.entries(r.gameWeights).map(([k, v]) => [k, String(v)])));
    },
  }),
];
