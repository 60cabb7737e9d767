import { WpsError } from '@/lib/wps/errors';
import { loginHistory_max, openSessions_max, type LoginHistoryValue, type OpenSessionsValue } from '@/lib/wps/schemas/security';
import type { Clock } from '../../context';
import type { Db } from '../../db';
import { sessionsRepo as repo } from './repo';
import { hashSessionToken } from './service';

/** Login history is kept this long, then purged in batches (main.ts, hourly, with the sessions). */
export const loginHistoryKeep_ms = 90 * 24 * 60 * 60_000;
const loginPurgeBatch = 5_000;

export interface SessionSecurityDeps {
  db: Db;
  clock: Clock;
}

/** Who asks: the member of the session, and the token of that session (never signed out from here). */
export interface SessionOwner {
  merchantId: number;
  memberId: number;
  token: string;
}

/** The security centre's half of the sessions module: what a member sees of their logins, and signing sessions out. */
export interface SessionSecurityService {
  /** The member's latest logins (time, address, country, device), newest first. */
  loginHistory(o: SessionOwner): Promise<LoginHistoryValue>;
  /** The member's sessions still open, the current one first. */
  openSessions(o: SessionOwner): Promise<OpenSessionsValue>;
  /** Ends one other session of the member; not.found for an unknown id, another member's, an ended one or the current one. */
  signOut(o: SessionOwner, id: string): Promise<{ signedOut: number }>;
  /** Ends every other session of the member; answers how many. */
  signOutOthers(o: SessionOwner): Promise<{ signedOut: number }>;
  /** Deletes a batch of login history older than 90 days; answers how many. */
  purgeHistory(): Promise<number>;
}

const sessionId = (id: string | number | bigint) => `ses_${String(id)}`;

export function createSessionSecurityService(deps: SessionSecurityDeps): SessionSecurityService {
  const { db, clock } = deps;
  return {
    async loginHistory(o) {
      const rows = await repo.logins(db, o.merchantId, o.memberId, loginHistory_max);
      return {
        list: rows.map((r) => ({
          loginTime: new Date(r.logged_in_at).getTime(), ip: r.ip, country: r.country, device: r.device, userAgent: r.user_agent,
        })),
      };
    },

    async openSessions(o) {
      const now = clock.now();
      const current = hashSessionToken(o.token);
      const rows = (await repo.openSessions(db, o.merchantId, o.memberId, now, openSessions_max))
        // A session past its idle timeout is over even before anything revokes it (byToken refuses it).
        .filter((r) => new Date(r.last_seen_at).getTime() + r.idle_timeout_s * 1000 > now.getTime());
      const list = rows.map((r) => ({
        id: sessionId(r.id),
        loginTime: new Date(r.created_at).getTime(),
        lastSeenTime: new Date(r.last_seen_at).getTime(),
        current: r.token_hash === current,
        ip: r.ip, country: r.country, device: r.device, userAgent: r.user_agent,
      }));
      list.sort((a, b) => Number(b.current) - Number(a.current));
      return { list };
    },

    async signOut(o, id) {
      const m = /^ses_(\d{1,18})$/.exec(id);
      if (!m) throw new WpsError('not.found');
      const n = await repo.revokeById(db, o.merchantId, o.memberId, m[1]!, hashSessionToken(o.token), clock.now());
      if (n === 0) throw new WpsError('not.found');
      return { signedOut: n };
    },

    async signOutOthers(o) {
      const n = await repo.revokeAllFor(db, o.merchantId, o.memberId, hashSessionToken(o.token), clock.now());
      return { signedOut: n };
    },

    async purgeHistory() {
      return repo.purgeLogins(db, new Date(clock.now().getTime() - loginHistoryKeep_ms), loginPurgeBatch);
    },
  };
}
