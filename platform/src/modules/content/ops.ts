import { renderTable } from '../backoffice/ops-args';
import type { ContentOpsCommand } from './ops-args';

/** One back-office call of scripts/ops.ts: the envelope's value, or it throws with the platform's error. */
export type OpsCall = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => Promise<unknown>;

interface Shown {
  id: number;
  type: string;
  groupName: string | null;
  enabled: boolean;
  sort: number;
  startDate: string;
  endDate: string | null;
  noExpiry: boolean;
  linkUrl: string | null;
  texts: Record<string, { title: string; content: string }>;
  images: { url: string; width: number | null; height: number | null }[];
}

const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const window = (a: Shown) => `${day(a.startDate)} → ${a.noExpiry || !a.endDate ? 'no expiry' : day(a.endDate)}`;

function table(rows: Shown[], banners: boolean): string {
  return banners
    ? renderTable(['id', 'group', 'title (EN)', 'image', 'link', 'enabled', 'sort', 'window'],
      rows.map((a) => [String(a.id), String(a.groupName), a.texts.EN?.title ?? '', a.images[0]?.url.slice(0, 50) ?? '-', a.linkUrl ?? '-',
        a.enabled ? 'yes' : 'no', String(a.sort), window(a)]))
    : renderTable(['id', 'type', 'title (EN)', 'languages', 'enabled', 'sort', 'window'],
      rows.map((a) => [String(a.id), a.groupName ? `${a.type} ${a.groupName}` : a.type, a.texts.EN?.title ?? '', Object.keys(a.texts).join(','),
        a.enabled ? 'yes' : 'no', String(a.sort), window(a)]));
}

/** Runs a content command of `npm run ops` against /bo/announcements and prints the answer. */
export async function runContentOps(cmd: ContentOpsCommand, call: OpsCall, print: (line: string) => void = console.log): Promise<void> {
  const base = `/bo/announcements/${encodeURIComponent(cmd.merchant)}`;
  switch (cmd.command) {
    case 'announcement:list':
    case 'banner:list': {
      const params = new URLSearchParams();
      if (cmd.command === 'banner:list') params.set('type', 'B');
      if (cmd.command === 'banner:list' && cmd.group) params.set('group', cmd.group);
      if (cmd.command === 'announcement:list' && cmd.type) params.set('type', cmd.type);
      const rows = (await call('GET', `${base}${params.size ? `?${params}` : ''}`)) as Shown[];
      if (cmd.json) return print(JSON.stringify(rows, null, 2));
      if (!rows.length) return print(cmd.command === 'banner:list' ? 'No banners.' : 'No announcements.');
      return print(table(rows, cmd.command === 'banner:list'));
    }
    case 'announcement:create':
    case 'banner:create': {
      const a = (await call('POST', base, cmd.body)) as Shown;
      if (cmd.json) return print(JSON.stringify(a, null, 2));
      return print(`Created ${a.type === 'B' ? `banner ${a.groupName}` : `announcement ${a.type}`} ${a.id} for ${cmd.merchant}: "${a.texts.EN?.title ?? ''}", ${window(a)}.`);
    }
    case 'announcement:set': {
      const a = (await call('PATCH', `${base}/${cmd.id}`, cmd.patch)) as Shown;
      if (cmd.json) return print(JSON.stringify(a, null, 2));
      return print(`Announcement ${a.id} of ${cmd.merchant}: ${a.enabled ? 'enabled' : 'disabled'}, sort ${a.sort}, ${window(a)}; members see it at once.`);
    }
  }
}
