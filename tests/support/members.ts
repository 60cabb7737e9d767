import type { Member, NewMemberInput } from '@/platform/src/context';
import type { TestPlatform } from './platform';

let seq = 0;

/** A username nobody in this test run has used yet (starts with a letter, as the demo rule wants). */
export function freshUsername(prefix = 'u'): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${seq}`;
}

/** A member of the demo merchant (or another), made straight through the members service. */
export async function makeMember(p: TestPlatform, input: Partial<NewMemberInput> = {}, merchant = 'demo'): Promise<Member & { password: string }> {
  const m = await p.deps.merchants.byCode(merchant);
  if (!m) throw new Error(`no merchant ${merchant}`);
  const password = input.password ?? 'secret123';
  const member = await p.deps.members.createMember(p.deps.db, m.id, { username: freshUsername(), ...input, password }, p.deps.clock.now());
  return { ...member, password };
}
