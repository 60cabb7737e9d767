import { Command, CommanderError } from 'commander';
import { activityCommands } from './activity';
import { agentCommands } from './agents';
import { auditCommands } from './audit';
import { createCall } from './client';
import { argumentHelp, collectingOption, OpsFailure, OpsUsageError, type AnyCommandSpec, type Options, type ParsedCommand } from './command';
import { contentCommands } from './content';
import { contractCommands } from './contracts';
import { feedbackCommands } from './feedback';
import { gameCommands } from './games';
import { helpCommands } from './help';
import { inboxCommands } from './inbox';
import { jackpotCommands } from './jackpot';
import { jobCommands } from './jobs';
import { limitsCommands } from './limits';
import { memberCommands } from './members';
import { merchantCommands } from './merchants';
import { outboxCommands } from './outbox';
import { paymentCommands } from './payments';
import { redrainCommands } from './redrain';
import { rewardCommands } from './rewards';
import { rebateCommands } from './rebates';
import { socialCommands } from './social';
import { tournamentCommands } from './tournaments';
import { vendorCommands } from './vendors';
import { vipCommands } from './vip';
import { walletCommands } from './wallet';

/** Every command of `npm run ops`, in the order of its help. */
export const opsCommands: AnyCommandSpec[] = [
  ...merchantCommands, ...auditCommands, ...outboxCommands, ...memberCommands, ...socialCommands, ...paymentCommands,
  ...walletCommands, ...vendorCommands, ...gameCommands, ...jackpotCommands, ...contentCommands, ...helpCommands, ...inboxCommands, ...feedbackCommands,
  ...jobCommands,
  ...redrainCommands,
  ...vipCommands,
  ...rewardCommands, ...limitsCommands,
  ...activityCommands,
  ...agentCommands,
  ...tournamentCommands,
  ...rebateCommands,
  ...contractCommands,
];

const byName = new Map(opsCommands.map((c) => [c.name, c]));

/** What parsing the command line gives: a command to run, or a help text to print. */
export type OpsInvocation = ParsedCommand | { command: 'help'; json: false; text: string };

const environment = `
Environment: OPS_URL (default http://127.0.0.1:$PLATFORM_PORT, port 4000),
  OPS_TOKEN (default: the token file $DATA_DIR/ops-token, DATA_DIR default .data).
A bad argument exits 2, a refusal of the platform 1.`;

/** Wide enough that every command's summary stays on its one line of the list. */
const helpLayout = { helpWidth: 160 };

/** The commander program; `found` receives the parsed command of the one that matched. */
function buildProgram(found: (cmd: ParsedCommand) => void, write: (text: string) => void, current: { name?: string }): Command {
  const program = new Command('npm run ops --')
    .usage('<command> [arguments] [options]')
    .description('The operator\'s command line over the back-office API (/bo) of a running platform.')
    .helpCommand('help [command]', 'describe a command, or list them all')
    .addHelpText('after', environment)
    .configureHelp(helpLayout)
    .exitOverride()
    .configureOutput({ writeOut: write, writeErr: write, outputError: () => {} })
    .showSuggestionAfterError(false);
  program.hook('preSubcommand', (_program, sub) => {
    current.name = sub.name();
  });
  for (const spec of opsCommands) {
    // The details keep their own line breaks and indentation: commander wraps descriptions, not help text.
    const c = program.command(spec.name).summary(spec.summary).description(spec.summary).configureHelp(helpLayout);
    if (spec.details) c.addHelpText('after', `\n${spec.details}`);
    for (const token of spec.args?.split(' ') ?? []) {
      const name = token.replace(/[<>[\].]/g, '');
      c.argument(token, spec.argumentHelp?.[name] ?? argumentHelp[name] ?? '');
    }
    c.usage(`${spec.args ? `${spec.args} ` : ''}[options]`);
    for (const o of spec.options ?? []) c.addOption(collectingOption(o));
    c.option('--json', 'print the raw answer');
    c.exitOverride().configureOutput({ writeOut: write, writeErr: write, outputError: () => {} });
    c.action((...params: unknown[]) => {
      // commander passes the declared arguments (a variadic one as a list), then the options and the command.
      const positional = params.slice(0, -2).flatMap((p) => (p === undefined ? [] : Array.isArray(p) ? (p as string[]) : [p as string]));
      found(spec.parse(positional, params.at(-2) as Options));
    });
  }
  return program;
}

/** Every long option some command takes: an option of another command is named as such. */
const knownFlags = new Set(opsCommands.flatMap((c) => (c.options ?? []).map((o) => o.flags.split(/[ ,]/)[0]!)));

/**
 * Parses the arguments after `npm run ops --`: the command to run, or the help asked for.
 * Throws OpsUsageError (with `command`, the command it concerns) for anything else.
 */
export function parseOpsArgs(argv: string[]): OpsInvocation {
  let parsed: ParsedCommand | undefined;
  let output = '';
  const current: { name?: string } = {};
  const program = buildProgram((cmd) => (parsed = cmd), (text) => (output += text), current);
  try {
    program.parse(argv.length ? argv : ['--help'], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.help' || e.code === 'commander.version') {
        return { command: 'help', json: false, text: output.trimEnd() };
      }
      throw usageError(e, current.name);
    }
    if (e instanceof OpsUsageError) throw Object.assign(e, { command: current.name });
    throw e;
  }
  if (!parsed) throw new OpsUsageError('no command given');
  return parsed;
}

/** commander's own errors in the words of the rest of the CLI. */
function usageError(e: CommanderError, name: string | undefined): OpsUsageError {
  const spec = name ? byName.get(name) : undefined;
  const usage = spec ? `usage: ${spec.name}${spec.args ? ` ${spec.args}` : ''} [options]` : '';
  const quoted = /'([^']+)'/.exec(e.message)?.[1];
  let message: string;
  if (e.code === 'commander.unknownOption' && quoted) {
    const flag = quoted.split('=')[0]!;
    message = spec && knownFlags.has(flag) ? `${spec.name} does not take ${flag}` : `unknown option ${flag}`;
  } else if (e.code === 'commander.unknownCommand' && quoted) {
    message = `unknown command "${quoted}"`;
  } else if (e.code === 'commander.missingArgument' || e.code === 'commander.excessArguments') {
    message = usage || e.message.replace(/^error: /, '');
  } else if (e.code === 'commander.optionMissingArgument' && quoted) {
    message = `${quoted.split(' ')[0]} needs a value`;
  } else {
    message = e.message.replace(/^error: /, '');
  }
  return Object.assign(new OpsUsageError(message), { command: name });
}

/** Runs a parsed command: its call to the platform and its printed answer. */
export async function runOpsCommand(cmd: ParsedCommand, io: Parameters<AnyCommandSpec['run']>[1]): Promise<void> {
  const spec = byName.get(cmd.command);
  if (!spec) throw new OpsUsageError(`unknown command "${cmd.command}"`);
  await spec.run(cmd, io);
}

/** The environment the CLI reads: OPS_URL, OPS_TOKEN, PLATFORM_PORT, DATA_DIR. */
export type OpsEnv = Readonly<Record<string, string | undefined>>;

export interface OpsProcess {
  argv: string[];
  env: OpsEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * The whole CLI as a function: parses, runs and answers the exit status (0 done, 1 the
 * platform refused or could not be reached, 2 a bad argument). scripts/ops/index.ts gives it
 * the process; the tests give it their own output and environment.
 */
export async function runOps(p: OpsProcess): Promise<number> {
  let invocation: OpsInvocation;
  try {
    invocation = parseOpsArgs(p.argv);
  } catch (e) {
    if (e instanceof OpsUsageError) {
      const command = (e as OpsUsageError & { command?: string }).command;
      const named = !command || e.message.startsWith(`${command} `) || e.message.startsWith(`usage: ${command}`);
      p.err(`error: ${named ? '' : `${command}: `}${e.message}\n(npm run ops -- ${command ? `${command} ` : ''}--help describes it)`);
      return 2;
    }
    throw e;
  }
  if ('text' in invocation) {
    p.out(invocation.text);
    return 0;
  }
  const cmd: ParsedCommand = invocation;
  try {
    await runOpsCommand(cmd, { call: createCall(p.env), print: p.out });
    return 0;
  } catch (e) {
    if (e instanceof OpsFailure) {
      p.err(`error: ${cmd.command}: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

/** The help text of the CLI, or of one command: what `npm run ops -- [command] --help` prints. */
export function opsHelp(command?: string): string {
  const invocation = parseOpsArgs(command ? [command, '--help'] : ['--help']);
  return 'text' in invocation ? invocation.text : '';
}
