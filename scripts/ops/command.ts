import { Option } from 'commander';
import type { z } from 'zod';

/**
 * What every area file of the operator CLI builds on: one definition per command (its
 * arguments, options and help for commander, a pure parse into the call it makes, and the
 * run that prints the answer), the usage error, and the small value helpers the key=value
 * settings share. Parsing is pure so every command is tested without a running platform.
 */

/** A bad argument: the CLI prints `error: <command>: <message>` and exits 2. */
export class OpsUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsUsageError';
  }
}

/** A failure of the platform or of the way to it: the CLI prints it and exits 1. */
export class OpsFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsFailure';
  }
}

/** One back-office call: the envelope's value, or an OpsFailure with the platform's error. */
export type OpsCall = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown) => Promise<unknown>;

export interface OpsIo {
  call: OpsCall;
  print: (text: string) => void;
}

/** A parsed command: its name, --json, and whatever its call needs. */
export interface ParsedCommand {
  command: string;
  json: boolean;
}

/** The value options a command takes; every one may be given as `--name value` or `--name=value`. */
export interface OptionSpec {
  flags: string;
  description: string;
}

export interface CommandSpec<C extends ParsedCommand> {
  name: string;
  /** The positional arguments in commander's notation: `<merchant> <id>`, `[group]`, `<settings...>`. */
  args?: string;
  /** What an argument means for this command, where the common words of argumentHelp do not say it. */
  argumentHelp?: Record<string, string>;
  /** The one line of `npm run ops -- --help`. */
  summary: string;
  /** More lines of `npm run ops -- <command> --help`: what each argument and setting means. */
  details?: string;
  options?: OptionSpec[];
  /** Turns commander's positional arguments and collected options into the command (throws OpsUsageError). */
  parse(args: string[], options: Options): C;
  run(cmd: C, io: OpsIo): Promise<void>;
}

/** What the arguments the commands share mean, for `<command> --help`. */
export const argumentHelp: Record<string, string> = {
  merchant: 'the merchant\'s code (demo)',
  code: 'the merchant\'s code: letters, digits, _ or -, 2 to 32 characters',
  username: 'the member\'s username',
  id: 'the merchant-scoped id the list command shows',
  settings: 'key=value pairs, applied together (the keys are below)',
  VASSALAGE: 'the catalog vendor\'s code (HOUSE, ACME), in any case',
  gameId: 'the game\'s id in the catalog (game:list)',
  vendorCode: 'the seamless-wallet vendor\'s code: lower-case letters, digits, _ or -, 2 to 32 characters',
  amount: 'a decimal in currency units: 100.50 credits, -20 debits',
  file: 'a JSON file of the vendor\'s games (the shape is below)',
};

/** A command definition with its parsed type erased, so areas can be listed together. */
export type AnyCommandSpec = CommandSpec<ParsedCommand>;

export function defineCommand<C extends ParsedCommand>(spec: CommandSpec<C>): AnyCommandSpec {
  return spec as unknown as AnyCommandSpec;
}

/** Option values as collected: every value option is a list, so repeating one can be refused or merged. */
export type Options = Record<string, string[] | boolean | undefined> & { json?: boolean };

/** A commander Option that collects every occurrence (`--domain a --domain b`). */
export function collectingOption(spec: OptionSpec): Option {
  return new Option(spec.flags, spec.description).argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
}

/** The one value of an option, when given; twice is a usage error. */
export function single(options: Options, flag: string): string | undefined {
  const v = options[attributeOf(flag)];
  if (!Array.isArray(v)) return undefined;
  if (v.length > 1) throw new OpsUsageError(`${flag} given more than once`);
  return v[0];
}

/** All values of a repeatable option. */
export function every(options: Options, flag: string): string[] {
  const v = options[attributeOf(flag)];
  return Array.isArray(v) ? v : [];
}

/** --max-stake → maxStake, as commander names option values. */
function attributeOf(flag: string): string {
  return flag.replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** --limit <n>, 1 to max, when given. */
export function limitOption(options: Options, max: number): number | undefined {
  const text = single(options, '--limit');
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) throw new OpsUsageError(`--limit must be 1 to ${max}`);
  return Number(text);
}

export function bool(key: string, v: string): boolean {
  const s = v.trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(s)) return true;
  if (['false', 'off', 'no', '0'].includes(s)) return false;
  throw new OpsUsageError(`${key}: expected true or false (or on/off), got "${v}"`);
}

export function list(v: string): string[] {
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

export function textOrNull(v: string): string | null {
  return v.trim().toLowerCase() === 'null' || v.trim() === '' ? null : v;
}

/** key=value with the = kept inside the value; the value untrimmed (callers trim where it matters). */
export function keyValue(a: string): [string, string] {
  const eq = a.indexOf('=');
  if (eq <= 0) throw new OpsUsageError(`"${a}" is not key=value`);
  return [a.slice(0, eq).trim(), a.slice(eq + 1)];
}

export function sortValue(v: string): number {
  if (!/^-?\d{1,6}$/.test(v) || Math.abs(Number(v)) > 100_000) throw new OpsUsageError('sort: expected a whole number (-100000 to 100000); smaller comes first');
  return Number(v);
}

/** A merchant-scoped id (deposit, withdrawal, announcement): a positive whole number. */
export function positiveId(text: string | undefined, usage: string): number {
  if (!text || !/^[1-9][0-9]{0,15}$/.test(text)) throw new OpsUsageError(usage);
  return Number(text);
}

/** A positional argument that is a name, not a key=value pair (merchant:set needs the code first). */
export function plain(values: (string | undefined)[], usage: string): void {
  if (values.some((v) => !v || v.includes('='))) throw new OpsUsageError(usage);
}

/**
 * Checks a value with the /bo route's own zod schema, so the CLI refuses exactly what the
 * platform would; each problem names its setting (`wallet.turnoverMultiple must be a number`).
 */
export function check<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): void {
  const r = schema.safeParse(value);
  if (r.success) return;
  throw new OpsUsageError(r.error.issues.map((i) => describeIssue(i, prefix)).join('; '));
}

function describeIssue(issue: z.core.$ZodIssue, prefix: string): string {
  const at = (path: PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join('.') || 'the request';
  const name = at(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((k) => `${at([...issue.path, k])} is not a setting`).join('; ');
    case 'invalid_type':
      return `${name} must be ${({ array: 'a list', int: 'a whole number', object: 'a group of settings' } as Record<string, string>)[issue.expected] ?? `a ${issue.expected}`}`;
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const sign = issue.code === 'too_small' ? (issue.inclusive ? '≥' : '>') : (issue.inclusive ? '≤' : '<');
      if (issue.origin === 'string') return `${name} must have ${issue.code === 'too_small' ? 'at least' : 'at most'} ${String(bound)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${name} must have ${issue.code === 'too_small' ? 'at least' : 'at most'} ${String(bound)} entries`;
      return `${name} must be a number ${sign} ${String(bound)}`;
    }
    case 'invalid_format':
      // The schema's own words when it has them ('a signed decimal like 100.00'), else the pattern.
      if (!issue.message.startsWith('Invalid')) return `${name}: ${issue.message}`;
      return issue.format === 'regex' && issue.pattern ? `${name} must match ${issue.pattern}` : `${name} must be a valid ${issue.format}`;
    case 'invalid_value':
      return `${name} must be one of ${issue.values.map(String).join(', ')}`;
    default:
      return `${name}: ${issue.message}`;
  }
}

/** A plain-text table: columns padded to their widest cell. */
export function renderTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (c ?? '').padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const yesNo = (b: boolean) => (b ? 'yes' : 'no');
export const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
export const json = (v: unknown) => JSON.stringify(v, null, 2);
export const seg = encodeURIComponent;
