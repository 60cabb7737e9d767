/**
 * The live chat's rules the screens share (components/chat; the message centre's row and the
 * badges): no React, no fetch, so they are tested as plain functions.
 */

/** SPEC §7: the launch waits this long before it follows value.chatUrl. */
export const chatRedirect_ms = 500;

/** A typing indicator lasts this long after the last typing event; a client sends one at most this often. */
export const typingShown_ms = 4_000;
export const typingSent_ms = 2_500;

/** Reconnecting a dropped socket: 1 s, doubling, at most 30 s. */
export function reconnectDelay_ms(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}

/** Close codes after which reconnecting cannot help (the session is gone, the member is refused). */
export const finalCloseCodes: readonly number[] = [1008, 4001, 4008];

/** The launch's back target: a path of this origin only (the launch refuses others), /m/message otherwise. */
export function chatBackHref(back: string | null | undefined): string {
  return back && /^\/(?![/\\])[\x21-\x7e]*$/.test(back) ? back : '/m/message';
}

/** The header colour the launch asked for, when it is a hex colour. */
export function chatHeaderColor(color: string | null | undefined): string | null {
  return color && /^#[0-9A-Fa-f]{3}(?:[0-9A-Fa-f]{3})?$/.test(color) ? color : null;
}

/** Merges messages by id (a socket's push and an HTTP answer may bring the same one), oldest first. */
export function mergeMessages<M extends { id: string }>(current: readonly M[], incoming: readonly M[]): M[] {
  const byId = new Map<string, M>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0));
}

/** The socket's URL on this origin (wss under https). */
export function chatSocketUrl(loc: { protocol: string; host: string }, path: string): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${path}`;
}

/** A picture the member picked: PNG or JPEG and at most 5 MB, before it is sent (the platform checks the bytes again). */
export function pictureProblem(file: { type: string; size: number }): 'image.invalid' | 'image.too.large' | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'image.invalid';
  if (file.size > 5 * 1024 * 1024) return 'image.too.large';
  return null;
}
