import { feedbackStatuses, feedbackTypes } from '@/lib/wps/schemas/feedback';
import {
  boAnswerSchema, boFeedbackParamsSchema, boListQuerySchema, boMerchantParamsSchema, feedbackLimits,
} from '@/platform/src/modules/feedback/schema';
import { check, defineCommand, json, limitOption, OpsUsageError, plain, positiveId, renderTable, seg, single } from './command';

/** feedback:list|show|answer|progress|close: members' feedback and its answers (/bo/feedback). */

interface Shown {
  id: number;
  username: string | null;
  type: number;
  content: string;
  sender: string;
  status: string;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  createdAt: string;
  images: { sequence: number; mime: string; width: number; height: number; size_bytes: number }[];
}

const typeNames = Object.fromEntries(Object.entries(feedbackTypes).map(([name, n]) => [n, name])) as Record<number, string>;
const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const base = (merchant: string) => `/bo/feedback/${seg(merchant)}`;

function merchantArg(merchant: string | undefined, command: string): string {
  plain([merchant], `usage: ${command} <merchant> ... (npm run ops -- ${command} --help)`);
  check(boMerchantParamsSchema, { merchant });
  return merchant!;
}

function idArgs(merchant: string | undefined, idText: string | undefined, command: string): { merchant: string; id: number } {
  const m = merchantArg(merchant, command);
  const id = positiveId(idText, `usage: ${command} <merchant> <id> (the id is in feedback:list)`);
  check(boFeedbackParamsSchema, { merchant: m, id });
  return { merchant: m, id };
}

function details(f: Shown, merchant: string): string {
  const lines = [
    `Feedback ${f.id} of ${merchant}: ${f.status}`,
    `  from      ${f.username ?? '?'}${f.sender ? ` (sender "${f.sender}")` : ''}, ${when(f.createdAt)} UTC`,
    `  type      ${typeNames[f.type] ?? f.type} (${f.type})`,
    `  content   ${f.content}`,
  ];
  for (const i of f.images) {
    lines.push(`  image ${i.sequence}   ${i.mime} ${i.width}×${i.height}, ${Math.ceil(i.size_bytes / 1024)} KB: GET ${base(merchant)}/${f.id}/images/${i.sequence} (operator token)`);
  }
  if (f.answer !== null) lines.push(`  answer    ${f.answer}`, `            by ${f.answeredBy ?? '?'}, ${f.answeredAt ? when(f.answeredAt) : '?'} UTC`);
  return lines.join('\n');
}

function statusCommand(name: 'feedback:progress' | 'feedback:close', status: 'in_progress' | 'closed', summary: string) {
  return defineCommand({
    name,
    args: '<merchant> <id>',
    summary,
    parse([merchant, idText], o) {
      return { command: name, ...idArgs(merchant, idText, name), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const f = (await call('POST', `${base(cmd.merchant)}/${cmd.id}/status`, { status })) as Shown;
      print(cmd.json ? json(f) : `Feedback ${f.id} of ${cmd.merchant} is ${f.status}.`);
    },
  });
}

export const feedbackCommands = [
  defineCommand({
    name: 'feedback:list',
    args: '<merchant>',
    summary: 'members\' feedback, newest first',
    options: [
      { flags: '--status <status>', description: feedbackStatuses.join(' | ') },
      { flags: '--username <username>', description: 'one member\'s feedback' },
      { flags: '--limit <n>', description: `at most this many (default ${feedbackLimits.bo_list_default}, at most ${feedbackLimits.bo_list_max})` },
      { flags: '--before <id>', description: 'older than this id (the next page)' },
    ],
    parse([merchant], o) {
      const m = merchantArg(merchant, 'feedback:list');
      const query: Record<string, string> = {};
      const status = single(o, '--status');
      if (status !== undefined) query.status = status;
      const username = single(o, '--username');
      if (username !== undefined) query.username = username;
      const limit = limitOption(o, feedbackLimits.bo_list_max);
      if (limit !== undefined) query.limit = String(limit);
      const before = single(o, '--before');
      if (before !== undefined) query.beforeId = String(positiveId(before, '--before must be a feedback id'));
      check(boListQuerySchema, query);
      return { command: 'feedback:list', merchant: m, query, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const q = new URLSearchParams(cmd.query).toString();
      const rows = (await call('GET', `${base(cmd.merchant)}${q ? `?${q}` : ''}`)) as Shown[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['id', 'when (UTC)', 'member', 'type', 'status', 'images', 'content'],
          rows.map((f) => [String(f.id), when(f.createdAt), f.username ?? '?', typeNames[f.type] ?? String(f.type), f.status, String(f.images.length),
            f.content.length > 40 ? `${f.content.slice(0, 39)}…` : f.content]))
        : 'No feedback.');
    },
  }),
  defineCommand({
    name: 'feedback:show',
    args: '<merchant> <id>',
    summary: 'one feedback whole: its text, images and answer',
    parse([merchant, idText], o) {
      return { command: 'feedback:show', ...idArgs(merchant, idText, 'feedback:show'), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const f = (await call('GET', `${base(cmd.merchant)}/${cmd.id}`)) as Shown;
      print(cmd.json ? json(f) : details(f, cmd.merchant));
    },
  }),
  defineCommand({
    name: 'feedback:answer',
    args: '<merchant> <id> <answer...>',
    argumentHelp: { answer: `the answer the member reads (at most ${feedbackLimits.answer_chars_max} characters; words are joined by spaces)` },
    summary: 'answer a feedback once (audited); it becomes answered',
    parse([merchant, idText, ...words], o) {
      const ids = idArgs(merchant, idText, 'feedback:answer');
      const answer = words.join(' ').trim();
      if (!answer) throw new OpsUsageError('usage: feedback:answer <merchant> <id> <answer text>');
      check(boAnswerSchema, { answer });
      return { command: 'feedback:answer', ...ids, answer, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const f = (await call('POST', `${base(cmd.merchant)}/${cmd.id}/answer`, { answer: cmd.answer })) as Shown;
      print(cmd.json ? json(f) : `Feedback ${f.id} of ${cmd.merchant} is answered.`);
    },
  }),
  statusCommand('feedback:progress', 'in_progress', 'take a feedback up: in_progress (audited)'),
  statusCommand('feedback:close', 'closed', 'close a feedback, answered or not (audited); closed is final'),
];
