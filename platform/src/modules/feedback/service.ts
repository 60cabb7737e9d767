import { WpsError } from '@/lib/wps/errors';
import { uploadMax_files } from '@/lib/wps/limits';
import { validateCaptcha, validateFeedbackContent } from '@/lib/validation';
import type { AuditService, Clock, MembersService, Merchant, VerificationChecks } from '../../context';
import type { Db, Queryable } from '../../db';
import type { InboxService } from '../inbox';
import { cleanImage, decodeBase64Image, type CleanImage } from '../../http/image-upload';
import { checkUploads, type ImageUpload } from './image';
import { feedbackRepo as repo, type FeedbackRow } from './repo';
import {
  canMove, feedbackLimits, feedbackMoves, feedbackTypeValues, type BoListQuery, type FeedbackRequest, type FeedbackStatus, type FeedbackView,
} from './schema';

export interface FeedbackDeps {
  db: Db;
  clock: Clock;
  /** The captcha check login and register use (modules/verification). */
  verification: VerificationChecks;
  /** Usernames for the operator's views, and the member a list narrows to (modules/members). */
  members: MembersService;
  /** The audit trail (modules/audit): an operator's move is recorded in its own transaction. */
  audit: AuditService;
  /** Where the member reads the answer (modules/inbox): sent in the answer's own transaction. */
  inbox: InboxService;
}

/** A member's submission as the route hands it over: who, the captcha cookie, the checked body. */
export interface FeedbackSubmission {
  merchant: Merchant;
  memberId: number;
  /** The captchaId cookie that binds the captcha answer to its image. */
  captchaId: string | undefined;
  body: FeedbackRequest;
}

export interface FeedbackService {
  /** PUT /wps/feedback: checks the text, type, images (by content) and captcha, then stores it as new. */
  submit(s: FeedbackSubmission): Promise<void>;
  /** The merchant's feedback for an operator, newest first. */
  list(merchant: Merchant, filter: BoListQuery): Promise<FeedbackView[]>;
  show(merchant: Merchant, id: number): Promise<FeedbackView>;
  /** One stored image's bytes (operators only: the /bo route). */
  image(merchant: Merchant, id: number, sequence: number): Promise<{ mime: string; bytes: Buffer }>;
  /** An operator answers (status answered), audited. */
  answer(merchant: Merchant, id: number, answer: string, operator: string): Promise<FeedbackView>;
  /** An operator takes a feedback up (in_progress) or closes it, audited. */
  setStatus(merchant: Merchant, id: number, status: 'in_progress' | 'closed', operator: string): Promise<FeedbackView>;
}

/** SPEC §6: a trial account has no inbox (free_reject), so its answers stay with the operator. */
const trialType = 4;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Plain text as the inbox's HTML: escaped, line breaks kept. */
const textHtml = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

/**
 * The inbox message an answer becomes: titled with the member's own words (in whatever
 * language they wrote), the answer, then what they sent, quoted.
 */
export function answerMessage(content: string, answer: string): { title: string; html: string } {
  const words = [...content];
  const title = `Re: ${words.length > 60 ? `${words.slice(0, 59).join('')}…` : content}`;
  return { title, html: `<p>${textHtml(answer)}</p><blockquote>${textHtml(content)}</blockquote>` };
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function view(r: FeedbackRow, username: string | null): FeedbackView {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    username,
    type: Number(r.type),
    content: r.content,
    sender: r.sender,
    status: r.status,
    answer: r.answer,
    answeredBy: r.answered_by,
    answeredAt: iso(r.answered_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    images: typeof r.images === 'string' ? JSON.parse(r.images) : r.images,
  };
}

/**
 * Feedback (SPEC §3, §5, §7 FEEDBACK3): members send it with a captcha and, where the merchant's
 * menu switch `feedbackImages` is on, up to three images; operators list it, look at its images,
 * move its status and answer it.
 */
export function createFeedbackService(deps: FeedbackDeps): FeedbackService {
  const { db, clock, verification, members, audit, inbox } = deps;

  async function views(merchant: Merchant, rows: FeedbackRow[]): Promise<FeedbackView[]> {
    const names = await members.usernamesByIds(db, [...new Set(rows.map((r) => Number(r.member_id)))].map((memberId) => ({ merchantId: merchant.id, memberId })));
    return rows.map((r) => view(r, names.get(`${merchant.id}:${Number(r.member_id)}`) ?? null));
  }

  async function show(merchant: Merchant, id: number): Promise<FeedbackView> {
    const row = await repo.one(db, merchant.id, id, false);
    if (!row) throw new WpsError('feedback.not.found');
    return (await views(merchant, [row]))[0]!;
  }

  /**
   * The answer reaches the member's inbox in the answer's transaction: it is sent exactly when
   * the answer commits, and an answer is given once (feedbackMoves), so it is sent once.
   */
  async function deliver(q: Queryable, merchant: Merchant, f: FeedbackRow, answer: string, operator: string): Promise<void> {
    const member = await members.byId(q, merchant.id, Number(f.member_id));
    if (!member || member.type === trialType) return;
    const { title, html } = answerMessage(f.content, answer);
    await inbox.sendIn(q, { merchantId: merchant.id, memberIds: [member.id], title, html, kind: 'feedback', sentBy: operator });
  }

  /** Locks the feedback, checks the move, applies it and records it, all in one transaction. */
  async function move(merchant: Merchant, id: number, to: FeedbackStatus, operator: string, answer: string | null): Promise<FeedbackView> {
    const now = clock.now();
    await db.tx(async (q) => {
      const before = await repo.one(q, merchant.id, id, true);
      if (!before) throw new WpsError('feedback.not.found');
      if (!canMove(before.status, to)) throw new WpsError('feedback.status.invalid', { status: before.status, allowed: feedbackMoves[before.status] });
      if (answer !== null) {
        await repo.setAnswer(q, merchant.id, id, answer, operator, now);
        await deliver(q, merchant, before, answer, operator);
      } else {
        await repo.setStatus(q, merchant.id, id, to, now);
      }
      await audit.record(q, {
        at: now, operator, merchantId: merchant.id, action: answer !== null ? 'feedback.answer' : 'feedback.status', target: `feedback:${id}`,
        before: { status: before.status }, after: answer !== null ? { status: to, answer } : { status: to },
      });
    });
    return show(merchant, id);
  }

  return {
    async submit({ merchant, memberId, captchaId, body }) {
      // Cheap checks first; the captcha is spent only on a submission that could be stored.
      const content = body.content.trim();
      const contentKey = validateFeedbackContent(content);
      if (contentKey) throw new WpsError('feedback.content.invalid', { field: 'content', key: contentKey });
      if (!feedbackTypeValues.includes(body.type)) throw new WpsError('feedback.type.invalid');
      if (body.images.length > 0 && merchant.menu.feedbackImages !== true) throw new WpsError('feedback.images.off');
      if (body.images.length > uploadMax_files) throw new WpsError('feedback.image.too.many');
      // decodeBase64Image refuses what is not Base64 (image.invalid) or decodes past 5 MB (image.too.large).
      const uploads: ImageUpload[] = body.images.map((i) => ({ name: i.name, bytes: decodeBase64Image(i.data) }));
      const refusal = checkUploads(uploads);
      if (refusal) throw new WpsError(refusal);
      const captchaKey = validateCaptcha(body.captcha);
      if (captchaKey) throw new WpsError('captcha.invalid', { field: 'captcha', key: captchaKey });
      if (!(await verification.checkCaptcha(merchant.id, captchaId, body.captcha))) throw new WpsError('captcha.invalid', { field: 'captcha', key: null });

      // One image at a time: three decodes at once would triple the memory a submission holds.
      const stored: CleanImage[] = [];
      for (const u of uploads) stored.push(await cleanImage(u.bytes));
      const now = clock.now();
      await db.tx(async (q) => {
        const id = await repo.insert(q, { merchantId: merchant.id, memberId, type: body.type, content, sender: body.sender.trim() }, now);
        for (const [i, img] of stored.entries()) await repo.insertImage(q, merchant.id, id, i + 1, img);
      });
    },

    async list(merchant, filter) {
      let memberId: number | undefined;
      if (filter.username !== undefined) {
        const m = await members.byUsername(db, merchant.id, filter.username);
        if (!m) return [];
        memberId = m.id;
      }
      const rows = await repo.list(db, merchant.id, {
        ...(filter.status ? { status: filter.status } : {}), ...(memberId !== undefined ? { memberId } : {}),
        ...(filter.beforeId !== undefined ? { beforeId: filter.beforeId } : {}),
      }, filter.limit ?? feedbackLimits.bo_list_default);
      return views(merchant, rows);
    },

    show,

    async image(merchant, id, sequence) {
      const row = await repo.image(db, merchant.id, id, sequence);
      if (!row) throw new WpsError('not.found');
      return { mime: row.mime, bytes: Buffer.from(row.bytes) };
    },

    answer: (merchant, id, answer, operator) => move(merchant, id, 'answered', operator, answer),
    setStatus: (merchant, id, status, operator) => move(merchant, id, status, operator, null),
  };
}
