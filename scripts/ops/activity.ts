import { boReferralParamsSchema, boReferralPatchSchema } from '@/platform/src/modules/referral/schema';
import { boSigninParamsSchema, boSigninPatchSchema } from '@/platform/src/modules/signin/schema';
import { bool, check, defineCommand, json, keyValue, OpsUsageError, plain, renderTable, seg, yesNo } from './command';

/** signin:show|set and referral:show|set: a merchant's daily sign-in and refer-a-friend rules (/bo/signin, /bo/referral). */

/** The PATCH body of /bo/signin/:merchant from signin:set's key=value settings. */
export function signinPatch(assignments: string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, raw] = keyValue(a);
    const value = raw.trim();
    if (key === 'enabled') patch.enabled = bool(key, value);
    else if (key === 'amounts') patch.amounts = value.split(',').map((s) => s.trim());
    else if (key === 'wagering') {
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) throw new OpsUsageError('wagering: a multiple such as 0, 1 or 2.5');
      patch.wageringMultiple = Number(value);
    } else if (key === 'requirement') {
      // none, or deposit:<amount> / turnover:<amount>
      const [kind, amount] = value.split(':');
      if (kind === 'none' && amount === undefined) {
        patch.requirement = 'none';
        patch.requirementAmount = '0';
      } else if ((kind === 'deposit' || kind === 'turnover') && amount) {
        patch.requirement = kind;
        patch.requirementAmount = amount;
      } else {
        throw new OpsUsageError('requirement: none, deposit:<amount> or turnover:<amount>');
      }
    } else {
      throw new OpsUsageError(`unknown sign-in setting "${key}" (enabled, amounts, wagering, requirement)`);
    }
  }
  return patch;
}

interface SigninView {
  enabled: boolean;
  currency: string;
  amounts: string[];
  wageringMultiple: number;
  requirement: string;
  requirementAmount: string;
  updatedAt: string | null;
}

function describeSignin(merchant: string, r: SigninView): string {
  return renderTable(['setting', 'value'], [
    ['merchant', merchant],
    ['enabled', yesNo(r.enabled)],
    ['day 1..7', `${r.amounts.join(' / ')} ${r.currency}`],
    ['wagering', r.wageringMultiple > 0 ? `${r.wageringMultiple}x` : 'cash (0)'],
    ['requirement', r.requirement === 'none' ? 'none' : `${r.requirement} of at least ${r.requirementAmount} ${r.currency} that day`],
    ['updated', r.updatedAt ?? '(never configured)'],
  ]);
}

/** tiers as ops types them: <threshold>:<reward>,<threshold>:<reward> (empty: no tiers). */
function tiers(key: string, value: string): [string, string][] {
  if (value === '') return [];
  return value.split(',').map((pair) => {
    const [a, b] = pair.split(':').map((x) => x?.trim());
    if (!a || !b) throw new OpsUsageError(`${key}: <threshold>:<reward>,... such as 100:10,500:30`);
    return [a, b];
  });
}

/** The PATCH body of /bo/referral/:merchant from referral:set's key=value settings. */
export function referralPatch(assignments: string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, raw] = keyValue(a);
    const value = raw.trim();
    if (key === 'firstDeposit') patch.firstDepositTiers = tiers(key, value).map(([minDeposit, reward]) => ({ minDeposit, reward }));
    else if (key === 'turnover') patch.turnoverTiers = tiers(key, value).map(([turnover, reward]) => ({ turnover, reward }));
    else if (key === 'wagering') {
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) throw new OpsUsageError('wagering: a multiple such as 0, 1 or 2.5');
      patch.wageringMultiple = Number(value);
    } else if (key === 'inviteeMax' || key === 'periodMax') patch[key] = value;
    else if (key === 'period') patch.period = value;
    else throw new OpsUsageError(`unknown referral setting "${key}" (firstDeposit, turnover, wagering, inviteeMax, period, periodMax)`);
  }
  return patch;
}

interface ReferralView {
  enabled: boolean;
  currency: string;
  firstDepositTiers: { minDeposit: string; reward: string }[];
  turnoverTiers: { turnover: string; reward: string }[];
  wageringMultiple: number;
  inviteeMax: string;
  period: string;
  periodMax: string;
  updatedAt: string | null;
}

function describeReferral(merchant: string, r: ReferralView): string {
  const c = r.currency;
  return renderTable(['setting', 'value'], [
    ['merchant', merchant],
    ['on (menu.referral)', yesNo(r.enabled)],
    ['first deposit', r.firstDepositTiers.map((t) => `from ${t.minDeposit}: ${t.reward}`).join('; ') || '(none)'],
    ['turnover', r.turnoverTiers.map((t) => `at ${t.turnover}: ${t.reward}`).join('; ') || '(none)'],
    ['wagering', r.wageringMultiple > 0 ? `${r.wageringMultiple}x` : 'cash (0)'],
    ['per friend', r.inviteeMax === '0' || /^0(\.0+)?$/.test(r.inviteeMax) ? 'no limit' : `${r.inviteeMax} ${c}`],
    [`per referrer a ${r.period}`, /^0(\.0+)?$/.test(r.periodMax) ? 'no limit' : `${r.periodMax} ${c}`],
    ['updated', r.updatedAt ?? '(never configured)'],
  ]);
}

export const activityCommands = [
  defineCommand({
    name: 'signin:show',
    args: '<merchant>',
    summary: 'the daily sign-in rules: the 7 day rewards, wagering, requirement',
    parse([merchant], o) {
      check(boSigninParamsSchema, { merchant });
      return { command: 'signin:show', merchant: merchant!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('GET', `/bo/signin/${seg(cmd.merchant)}`)) as SigninView;
      print(cmd.json ? json(r) : describeSignin(cmd.merchant, r));
    },
  }),
  defineCommand({
    name: 'signin:set',
    args: '<merchant> [settings...]',
    summary: 'change the daily sign-in rules (audited)',
    details: `Keys: enabled=true|false
      amounts=<d1>,<d2>,...,<d7>   the reward of each day of the 7-day strip, in currency units (day 7 the big one)
      wagering=<multiple>          wagering multiple of the rewards (0 = paid as cash)
      requirement=none|deposit:<amount>|turnover:<amount>   what the member must do that day first
Example: signin:set demo enabled=true amounts=1,2,3,5,8,10,30 wagering=1 requirement=none`,
    parse([merchant, ...assignments], o) {
      plain([merchant], 'usage: signin:set <merchant> [enabled=..] [amounts=..] [wagering=..] [requirement=..]');
      const patch = signinPatch(assignments);
      check(boSigninParamsSchema, { merchant });
      check(boSigninPatchSchema, patch);
      return { command: 'signin:set', merchant: merchant!, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('PATCH', `/bo/signin/${seg(cmd.merchant)}`, cmd.patch)) as SigninView;
      print(cmd.json ? json(r) : describeSignin(cmd.merchant, r));
    },
  }),
  defineCommand({
    name: 'referral:show',
    args: '<merchant>',
    summary: 'the refer-a-friend rules: tiers, wagering, limits',
    parse([merchant], o) {
      check(boReferralParamsSchema, { merchant });
      return { command: 'referral:show', merchant: merchant!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('GET', `/bo/referral/${seg(cmd.merchant)}`)) as ReferralView;
      print(cmd.json ? json(r) : describeReferral(cmd.merchant, r));
    },
  }),
  defineCommand({
    name: 'referral:set',
    args: '<merchant> [settings...]',
    summary: 'change the refer-a-friend tiers and limits (audited)',
    details: `Keys: firstDeposit=<min>:<reward>,...   rewards on a friend's first deposit (the highest tier it reaches)
      turnover=<amount>:<reward>,...   rewards as a friend's settled stakes reach each amount
      wagering=<multiple>              wagering multiple of the rewards (0 = paid as cash)
      inviteeMax=<amount>              what one friend pays in all (0 = no limit)
      period=day|week|month  periodMax=<amount>   what one referrer is paid per period (0 = no limit)
Referral is on while the merchant's menu.referral is (merchant:set <code> menu.referral=true).
Example: referral:set demo firstDeposit=100:10,500:30 turnover=1000:20 inviteeMax=158 period=month periodMax=1000`,
    parse([merchant, ...assignments], o) {
      plain([merchant], 'usage: referral:set <merchant> [firstDeposit=..] [turnover=..] [wagering=..] [inviteeMax=..] [period=..] [periodMax=..]');
      const patch = referralPatch(assignments);
      check(boReferralParamsSchema, { merchant });
      check(boReferralPatchSchema, patch);
      return { command: 'referral:set', merchant: merchant!, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('PATCH', `/bo/referral/${seg(cmd.merchant)}`, cmd.patch)) as ReferralView;
      print(cmd.json ? json(r) : describeReferral(cmd.merchant, r));
    },
  }),
];
