import type { FundsConsolidatedValue } from '@/lib/wps/schemas/contracts';

/** The contract screens of SPEC §2, by kind. */
export const contractScreens = {
  daily: '/m/member/agent/getSalaryContract',
  hourly: '/m/member/agent/getHourContract',
} as const;

/**
 * Which contract screens the agent home's prompt leads to (SPEC §6): each kind with something
 * waiting for the agent's answer, daily first. Nothing for an answer the platform did not give.
 */
export function contractPromptLinks(value: FundsConsolidatedValue | null): { kind: keyof typeof contractScreens; href: string; count: number }[] {
  if (!value) return [];
  const out: { kind: keyof typeof contractScreens; href: string; count: number }[] = [];
  if (value.dailySalary && value.dailySalary.enabled && value.dailySalary.toAnswer > 0) out.push({ kind: 'daily', href: contractScreens.daily, count: value.dailySalary.toAnswer });
  if (value.hourSalary && value.hourSalary.enabled && value.hourSalary.toAnswer > 0) out.push({ kind: 'hourly', href: contractScreens.hourly, count: value.hourSalary.toAnswer });
  return out;
}
