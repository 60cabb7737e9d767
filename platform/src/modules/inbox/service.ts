import { WpsError } from '@/lib/wps/errors';
import type { InboxKind, InboxQuery, InboxValue, MessageDelete, MessageDeleteValue, MessageRead, MessageReadValue } from '@/lib/wps/schemas/messages';
import type { AuditService, Clock, Member, MembersService, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { invalidInput } from '../../errors';
import { cleanAnnouncementHtml } from '../content';
import { isMemberType, trialMemberType } from '../members';
import { inboxRepo as repo, type MessageRow, type ReaderScope } from './repo';
import { inboxLimits, type BoSend, type InboxSend, type SentMessage } from './schema';

/** Who asks: the member of the session. */
export interface InboxReader {
  memberId: number;
  type: number;
}

/**
 * The member's scope: trial members are refused first (SPEC §6, free_reject), then who they
 * are now (VIP label, the agents above them) decides which group messages they read. A member
 * the members module no longer knows reads nothing (their session would be gone too).
 */
async function scopeOf(q: Queryable, members: MembersService, m: Merchant, reader: InboxReader): Promise<ReaderScope> {
  if (reader.type === trialMemberType) throw new WpsError('free_reject');
  const me = await members.byId(q, m.id, reader.memberId);
  if (!me) throw new WpsError('login.not.session');
  if (me.type === trialMemberType) throw new WpsError('free_reject');
  return {
    merchantId: m.id, memberId: me.id, joinedAt: me.createdAt, vipLabel: me.vipLabel,
    agentIds: await agentsAbove(q, members, m.id, me),
  };
}

/** The agents above a member, nearest first, at most agent_depth_max of them (a loop in the chain ends the walk). */
async function agentsAbove(q: Queryable, members: MembersService, merchantId: number, me: Member): Promise<number[]> {
  const out: number[] = [];
  let next = me.parentAgentId;
  while (next !== null && out.length < inboxLimits.agent_depth_max && !out.includes(next) && next !== me.id) {
    out.push(next);
    next = (await members.byId(q, merchantId, next))?.parentAgentId ?? null;
  }
  return out;
}

const iso = (d: Date | string) => new Date(d).toISOString();

async function inboxPage(db: Db, members: MembersService, m: Merchant, reader: InboxReader, query: InboxQuery): Promise<InboxValue> {
  const scope = await scopeOf(db, members, m, reader);
  const [rows, counts] = await Promise.all([
    repo.page(db, scope, query.pageSize, (query.pageNo - 1) * query.pageSize),
    repo.counts(db, scope),
  ]);
  return {
    // Cleaned again on the way out: a row may have been written past the service.
    content: rows.map((r) => ({
      id: Number(r.id), kind: r.kind as InboxKind, title: r.title, content: cleanAnnouncementHtml(r.content), createdAt: iso(r.created_at), read: r.read,
    })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(counts.total / query.pageSize),
    totalCount: counts.total,
    unreadCount: counts.unread,
  };
}

async function markRead(db: Db, members: MembersService, m: Merchant, reader: InboxReader, body: MessageRead, now: Date): Promise<MessageReadValue> {
  const scope = await scopeOf(db, members, m, reader);
  if ('all' in body) {
    await repo.markAllRead(db, scope, now);
    return { messageId: null, read: true, unreadCount: (await repo.counts(db, scope)).unread };
  }
  // Another member's message, another merchant's, or one this member deleted: not found, whichever it is.
  if (!(await repo.readable(db, scope, body.messageId))) throw new WpsError('not.found');
  await repo.markRead(db, m.id, scope.memberId, body.messageId, now);
  return { messageId: body.messageId, read: true, unreadCount: (await repo.counts(db, scope)).unread };
}

async function remove(db: Db, members: MembersService, m: Merchant, reader: InboxReader, body: MessageDelete, now: Date): Promise<MessageDeleteValue> {
  const scope = await scopeOf(db, members, m, reader);
  if (!(await repo.readable(db, scope, body.messageId))) throw new WpsError('not.found');
  await repo.markDeleted(db, m.id, scope.memberId, body.messageId, now);
  return { messageId: body.messageId, deleted: true, unreadCount: (await repo.counts(db, scope)).unread };
}

// ---- sending ----

function toSent(r: MessageRow): SentMessage {
  return {
    id: Number(r.id),
    audience: r.audience as SentMessage['audience'],
    vipLabel: r.vip_label,
    agentId: r.agent_id === null ? null : Number(r.agent_id),
    kind: r.kind as InboxKind,
    title: r.title,
    content: r.content,
    sentBy: r.sent_by,
    recipientCount: r.recipient_count,
    reads: Number(r.reads),
    createdAt: iso(r.created_at),
  };
}

/** The members a personal message names: each of the merchant, none a trial account, each once. */
async function checkRecipients(q: Queryable, members: MembersService, merchantId: number, memberIds: number[]): Promise<number[]> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0 || ids.length > inboxLimits.recipients_max) {
    throw invalidInput([{ field: 'memberIds', message: `1 to ${inboxLimits.recipients_max} members` }]);
  }
  for (const id of ids) {
    if (!Number.isSafeInteger(id) || id <= 0) throw invalidInput([{ field: 'memberIds', message: `${id} is not a member id` }]);
    const member = await members.byId(q, merchantId, id);
    if (!member) throw invalidInput([{ field: 'memberIds', message: `no member ${id} in this merchant` }]);
    if (member.type === trialMemberType) throw invalidInput([{ field: 'memberIds', message: `member ${id} is a trial account, which has no inbox` }]);
  }
  return ids;
}

/**
 * Sends one message inside the caller's transaction q: the row, the recipients of a personal
 * message (one statement), and the audit record. A group message writes one row, whatever the
 * group's size: members find it when they read.
 */
async function sendIn(q: Queryable, deps: Pick<InboxDeps, 'members' | 'audit'>, input: InboxSend, now: Date): Promise<SentMessage> {
  const title = input.title.trim();
  if (title.length < 1 || title.length > inboxLimits.title_chars_max) throw invalidInput([{ field: 'title', message: `1 to ${inboxLimits.title_chars_max} characters` }]);
  if (input.html.length > inboxLimits.content_chars_max) throw invalidInput([{ field: 'content', message: `at most ${inboxLimits.content_chars_max} characters` }]);
  const content = cleanAnnouncementHtml(input.html);
  const sentBy = input.sentBy.trim().slice(0, 64) || 'system';

  let write: Parameters<typeof repo.insert>[2];
  let recipients: number[] = [];
  if (input.memberIds !== undefined) {
    recipients = await checkRecipients(q, deps.members, input.merchantId, input.memberIds);
    write = { audience: 'members', vipLabel: null, agentId: null, kind: input.kind, title, content, sentBy, recipientCount: recipients.length };
  } else if ('everyone' in input.audience) {
    write = { audience: 'everyone', vipLabel: null, agentId: null, kind: input.kind, title, content, sentBy, recipientCount: 0 };
  } else if ('vipLabel' in input.audience) {
    const label = input.audience.vipLabel.trim();
    if (label.length < 1 || label.length > 64) throw invalidInput([{ field: 'vipLabel', message: '1 to 64 characters' }]);
    write = { audience: 'vip', vipLabel: label, agentId: null, kind: input.kind, title, content, sentBy, recipientCount: 0 };
  } else {
    const agent = await deps.members.byId(q, input.merchantId, input.audience.agentId);
    if (!agent || isMemberType(agent.type)) throw invalidInput([{ field: 'agent', message: 'not an agent of this merchant' }]);
    write = { audience: 'agent_line', vipLabel: null, agentId: agent.id, kind: input.kind, title, content, sentBy, recipientCount: 0 };
  }

  const id = await repo.insert(q, input.merchantId, write, now);
  if (recipients.length) await repo.insertRecipients(q, input.merchantId, id, recipients);
  await deps.audit.record(q, {
    at: now, operator: sentBy, merchantId: input.merchantId, action: 'inbox.send', target: `inbox:${id}`, before: null,
    after: { audience: write.audience, vipLabel: write.vipLabel, agentId: write.agentId, recipients, kind: write.kind, title, contentChars: content.length },
  });
  return {
    id, audience: write.audience, vipLabel: write.vipLabel, agentId: write.agentId, kind: input.kind, title, content, sentBy,
    recipientCount: recipients.length, reads: 0, createdAt: now.toISOString(),
  };
}

/** The back office's send: usernames or an agent's username become ids first. */
async function sendForOperator(db: Db, deps: Pick<InboxDeps, 'members' | 'audit'>, m: Merchant, body: BoSend, operator: string, now: Date): Promise<SentMessage> {
  const base = { merchantId: m.id, title: body.title, html: body.content, kind: body.kind, sentBy: operator };
  return db.tx(async (q) => {
    if (body.usernames) {
      const ids: number[] = [];
      for (const name of new Set(body.usernames)) {
        const member = await deps.members.byUsername(q, m.id, name);
        if (!member) throw invalidInput([{ field: 'usernames', message: `no member ${name} in ${m.code}` }]);
        ids.push(member.id);
      }
      return sendIn(q, deps, { ...base, memberIds: ids }, now);
    }
    if (body.agent) {
      const agent = await deps.members.byUsername(q, m.id, body.agent);
      if (!agent) throw invalidInput([{ field: 'agent', message: `no member ${body.agent} in ${m.code}` }]);
      return sendIn(q, deps, { ...base, audience: { agentId: agent.id } }, now);
    }
    return sendIn(q, deps, { ...base, audience: body.vipLabel ? { vipLabel: body.vipLabel } : { everyone: true } }, now);
  });
}

export interface InboxDeps {
  db: Db;
  clock: Clock;
  /** Who a member is now (type, VIP label, agent chain) and who a message may go to (modules/members). */
  members: MembersService;
  /** The audit trail (modules/audit): a send's record joins its transaction. */
  audit: AuditService;
}

/**
 * The inbox: what members read (SPEC §7 INBOX3 calls; trial members refused with free_reject),
 * and sending, which operators (the /bo routes) and other modules (a feedback answer) use.
 */
export interface InboxService {
  /** GET /wps/message/unreadCount: the member's unread messages (deleted ones left out). */
  unreadCount(m: Merchant, reader: InboxReader): Promise<number>;
  /** GET /wps/message/inbox: a page of the member's messages, newest first, with the unread count. */
  list(m: Merchant, reader: InboxReader, query: InboxQuery): Promise<InboxValue>;
  /** POST /wps/message/read: one message (or all) read; idempotent; not.found for a message not theirs. */
  markRead(m: Merchant, reader: InboxReader, body: MessageRead): Promise<MessageReadValue>;
  /** POST /wps/message/delete: gone from this member's inbox only. */
  remove(m: Merchant, reader: InboxReader, body: MessageDelete): Promise<MessageDeleteValue>;
  /** Sends a message in its own transaction (audited). */
  send(input: InboxSend): Promise<SentMessage>;
  /** Sends a message inside the caller's transaction q, so it is delivered only if the caller's change commits. */
  sendIn(q: Queryable, input: InboxSend): Promise<SentMessage>;
  /** The back office's send: usernames, everyone, a VIP label or an agent's username. */
  sendForOperator(m: Merchant, body: BoSend, operator: string): Promise<SentMessage>;
  /** The merchant's messages, newest first, with their read counts. */
  listForOperator(m: Merchant, filter: { limit?: number; beforeId?: number }): Promise<SentMessage[]>;
}

export function createInboxService(deps: InboxDeps): InboxService {
  const { db, clock, members } = deps;
  return {
    unreadCount: async (m, reader) => (await repo.counts(db, await scopeOf(db, members, m, reader))).unread,
    list: (m, reader, query) => inboxPage(db, members, m, reader, query),
    markRead: (m, reader, body) => markRead(db, members, m, reader, body, clock.now()),
    remove: (m, reader, body) => remove(db, members, m, reader, body, clock.now()),
    send: (input) => db.tx((q) => sendIn(q, deps, input, clock.now())),
    sendIn: (q, input) => sendIn(q, deps, input, clock.now()),
    sendForOperator: (m, body, operator) => sendForOperator(db, deps, m, body, operator, clock.now()),
    listForOperator: async (m, f) => (await repo.list(db, m.id, f.limit ?? inboxLimits.bo_list_default, f.beforeId ?? null)).map(toSent),
  };
}
