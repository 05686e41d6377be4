// The command line's runner: finds the command, checks its options, runs it, and reports every error on stderr
// (as JSON under --json) with a non-zero exit code. The commands themselves live in src/cli/.
import { parseArgs } from 'node:util';
import { createContext } from './app';
import { type Command, type CommandIo, UsageError } from './cli/command';
import { commands } from './cli/commands';
import { closest, commandHelp, overview } from './cli/help';
import { type Config, loadConfig } from './config';
import type { AppContext } from './context';
import { AppError } from './errors';

export { firstRun } from './cli/service';

type Options = Record<string, { type: 'string' | 'boolean'; short?: string }>;

/** Every option any command takes, so the command's words can be found wherever the options stand. */
function allOptions(): Options {
  const all: Options = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } };
  for (const c of commands) for (const [name, o] of Object.entries(c.options ?? {})) all[name] = { type: o.type };
  return all;
}

/** The command the words name, and the words left over as its arguments. */
function findCommand(words: string[]): { command: Command; args: string[] } {
  const [first = 'serve', second] = words;
  const exact = commands.find((c) => c.name === `${first} ${second}`) ?? commands.find((c) => c.name === first);
  if (exact) return { command: exact, args: words.slice(exact.name.split(' ').length) };
  const group = commands.filter((c) => c.name.startsWith(`${first} `));
  if (group.length > 0) {
    const subs = group.map((c) => c.name.slice(first.length + 1));
    const typed = second === undefined ? '' : `unknown command "${first} ${second}"; `;
    const near = second === undefined ? undefined : closest(second, subs);
    const hint = near ? `did you mean "${first} ${near}"?` : `"${first}" takes one of: ${subs.join(', ')}.`;
    throw new UsageError(
      `${typed}${hint}`.replace(/^./, (c) => c.toUpperCase()),
      'command',
    );
  }
  const typed = second === undefined || commands.some((c) => c.name === first) ? first : `${first} ${second}`;
  const near =
    closest(
      typed,
      commands.map((c) => c.name),
    ) ?? closest(first, [...new Set(commands.map((c) => c.name.split(' ')[0] as string))]);
  throw new UsageError(
    `Unknown command "${first}"; ${near ? `did you mean "${near}"?` : 'run "bidsmith --help" for the list.'}`,
    'command',
  );
}

/** Parses strictly against the command's own options: an option it does not take is named, with the closest it does. */
function parseFor(command: Command, argv: string[]) {
  const own: Options = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } };
  for (const [name, o] of Object.entries(command.options ?? {})) own[name] = { type: o.type };
  try {
    return parseArgs({ args: argv, options: own, allowPositionals: true, strict: true });
  } catch (err) {
    const option = /'(-{1,2}[^' ]+)/.exec(String((err as Error).message))?.[1] ?? '';
    const code = (err as { code?: string }).code;
    const name = option.replace(/^-+/, '');
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const value = command.options?.[name]?.value ?? 'VALUE';
      throw new UsageError(`${option} needs a value: bidsmith ${command.name} ${option} ${value}.`, name);
    }
    const near = closest(name, Object.keys(own));
    throw new UsageError(
      `"${command.name}" does not take ${option}${near ? `; did you mean --${near}?` : '.'} See "bidsmith ${command.name} --help".`,
      name,
    );
  }
}

function checkGiven(command: Command, values: Record<string, unknown>, args: string[]): void {
  for (const [name, o] of Object.entries(command.options ?? {})) {
    if (o.required && (values[name] === undefined || values[name] === ''))
      throw new UsageError(`--${name} is required: bidsmith ${command.name} --${name} ${o.value ?? 'VALUE'}.`, name);
  }
  if (!command.args && args.length > 0)
    throw new UsageError(
      `"${command.name}" takes no arguments; got "${args[0]}". See "bidsmith ${command.name} --help".`,
      'command',
    );
}

/** Writes an error the way the caller asked: one line, or {"error":{code,message,…}} under --json; 2 for usage. */
function report(err: unknown, io: CommandIo): number {
  const e = err instanceof AppError ? err : new AppError('internal_error', String((err as Error)?.message ?? err));
  io.err(io.json ? `${JSON.stringify(e.toBody())}\n` : `bidsmith: ${e.message}\n`);
  if (!(err instanceof AppError) && process.env.LOG_LEVEL === 'debug') io.err(`${(err as Error)?.stack ?? ''}\n`);
  return err instanceof UsageError ? 2 : 1;
}

async function dispatch(argv: string[], io: CommandIo): Promise<number> {
  const loose = parseArgs({ args: argv, options: allOptions(), allowPositionals: true, strict: false });
  const words = loose.positionals;
  if (words[0] === 'help' || (loose.values.help && words.length === 0)) {
    const about = words.length > 1 ? findCommand(words.slice(1)).command : undefined;
    io.out(`${about ? commandHelp(about) : overview(commands)}\n`);
    return 0;
  }
  const { command } = findCommand(words);
  const { values, positionals } = parseFor(command, argv);
  if (values.help) {
    io.out(`${commandHelp(command)}\n`);
    return 0;
  }
  const args = positionals.slice(command.name.split(' ').length);
  checkGiven(command, values, args);
  let ctx: AppContext | undefined;
  try {
    // a command's own output is its answer: routine log lines (info) are for the long-running service only
    const env = command.long || io.env.LOG_LEVEL ? io.env : { ...io.env, LOG_LEVEL: 'warn' };
    return await command.run({ args, values, io, context: () => (ctx ??= contextIn(loadConfig(env))) });
  } catch (err) {
    // a value the command refuses for one of its own options ("--scopes read,bogus") is a mistake in the command line
    const field = err instanceof AppError && err.code === 'invalid_request' ? err.details.field : undefined;
    if (typeof field === 'string' && command.options?.[field] && !(err instanceof UsageError)) {
      throw new UsageError((err as AppError).message, field);
    }
    throw err;
  } finally {
    if (ctx && !command.long) ctx.db.close();
  }
}

/**
 * The context for a command, with a data directory that cannot be used named as such: "unable to open database file"
 * or "EEXIST: file already exists, mkdir" alone do not say which setting to change (new-user trial 13).
 */
function contextIn(config: Config): AppContext {
  try {
    return createContext(config);
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    const dir = config.dataDir;
    const why =
      code === 'EEXIST'
        ? 'is a file, not a folder'
        : code === 'ENOTDIR'
          ? 'is not a folder (a part of its path is a file)'
          : code === 'EACCES' || code === 'EPERM' || code.startsWith('SQLITE_READONLY')
            ? 'cannot be written to (permissions, or a read-only disk); Bidsmith keeps its database there'
            : code === 'SQLITE_CANTOPEN'
              ? 'cannot be used: the database in it could not be opened (the folder is read-only or missing, or the file is not a database)'
              : code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT'
                ? `holds a bidsmith.db that is not a readable database (${code})`
                : undefined;
    if (!why) throw err;
    throw new AppError('unavailable', `BIDSMITH_DATA_DIR (${dir}) ${why}.`);
  }
}

/** Runs one command line; resolves with the exit code. Results go to `out`, errors and notices to `err`. */
export async function runCli(
  argv: string[],
  a: { out?: (text: string) => void; err?: (text: string) => void; env?: NodeJS.ProcessEnv } = {},
): Promise<number> {
  const json = argv.includes('--json');
  const out = a.out ?? ((t: string) => void process.stdout.write(t));
  const io: CommandIo = {
    env: a.env ?? process.env,
    out,
    err: a.err ?? ((t: string) => void process.stderr.write(t)),
    json,
    print: (human, data) => out(json ? `${JSON.stringify(data, null, 2)}\n` : `${human}\n`),
  };
  try {
    return await dispatch(argv, io);
  } catch (err) {
    return report(err, io);
  }
}
