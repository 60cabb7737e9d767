import { decimalStringToMinor, minorToDecimalString } from '@/lib/format/money';
import type { ContractTier } from '@/lib/agent/contracts';
import type { ContractKind, ContractTierWire, ContractView } from '@/lib/wps/schemas/contracts';
import { WpsError } from '@/lib/wps/errors';
import type { Merchant } from '../../context';
import { invalidInput } from '../../errors';
import { isMemberType } from '../members';
import type { ContractRow, TierJson } from './repo';

/** The module id whose switch turns each kind on (SPEC §3); a kind not built yet answers module.disabled. */
export const kindModules: Record<ContractKind, string> = { daily: 'DAILYSALCONT3', hourly: 'HOURSAL3', dividend: 'SIGNCONDIV3' };
export const builtKinds: readonly ContractKind[] = ['daily', 'hourly'];

export function kindEnabled(merchant: Merchant, kind: ContractKind): boolean {
  return builtKinds.includes(kind) && merchant.modules[kindModules[kind]] !== false;
}

export function checkKind(merchant: Merchant, kind: ContractKind): void {
  if (!kindEnabled(merchant, kind)) throw new WpsError('module.disabled');
}

/** SPEC §3: every type that is not a member type (0, 1, 2, 4, 40, 41, 42) is an agent. */
export const isAgentType = (type: number): boolean => !isMemberType(type);

/** SPEC §6: contract checks run only for agents (types other than 0, 1, 2, 4, 40, 41, 42). */
export function checkAgent(session: { type: number }): void {
  if (!isAgentType(session.type)) throw new WpsError('permission.denied');
}

export const tierOfJson = (t: TierJson): ContractTier => ({ minBets_minor: BigInt(t.minBets), minActive: t.minActive, amount_minor: BigInt(t.amount) });
export const jsonOfTier = (t: ContractTier): TierJson => ({ minBets: t.minBets_minor.toString(), minActive: t.minActive, amount: t.amount_minor.toString() });

/** A request's tiers in minor units; more decimals than the merchant's currency → request.invalid naming the field. */
export function tiersFromWire(tiers: readonly ContractTierWire[], digits: number): ContractTier[] {
  return tiers.map((t, i) => {
    const minor = (field: string, v: string) => {
      const [, dec = ''] = v.split('.');
      if (dec.length > digits) throw invalidInput([{ field: `tiers.${i}.${field}`, message: `at most ${digits} decimals` }]);
      return decimalStringToMinor(v, digits);
    };
    return { minBets_minor: minor('bets', t.bets), minActive: t.active, amount_minor: minor('amount', t.amount) };
  });
}

export function tiersToWire(tiers: readonly TierJson[], digits: number): ContractTierWire[] {
  return tiers.map((t) => ({ bets: minorToDecimalString(BigInt(t.minBets), digits), active: t.minActive, amount: minorToDecimalString(BigInt(t.amount), digits) }));
}

export function viewOf(row: ContractRow, names: Map<string, string>, merchant: Merchant, viewerId: number | null): ContractView {
  const name = (id: string) => names.get(`${merchant.id}:${Number(id)}`) ?? '';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    terminationBy: row.termination_by,
    endReason: row.end_reason,
    member: name(row.member_id),
    upline: row.upline_id === null ? null : name(row.upline_id),
    role: viewerId !== null && row.upline_id !== null && Number(row.upline_id) === viewerId ? 'upline' : 'downline',
    tiers: tiersToWire(row.tiers, merchant.currency.minorDigits),
    proposedAt: row.proposed_at.toISOString(),
    signedAt: row.signed_at ? row.signed_at.toISOString() : null,
    endedAt: row.ended_at ? row.ended_at.toISOString() : null,
  };
}

/** The member ids a list of contracts names (for one usernames query). */
export function idsOf(rows: readonly ContractRow[]): number[] {
  return [...new Set(rows.flatMap((r) => [Number(r.member_id), ...(r.upline_id === null ? [] : [Number(r.upline_id)])]))];
}
