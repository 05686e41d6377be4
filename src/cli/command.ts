// The shape of one command of the command line: its words, options and help, and what it runs.
import type { AppContext } from '../context';
import { AppError } from '../errors';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** What the value looks like in the help ("ID", "read,write,send"); string options only. */
  value?: string;
  help: string;
  required?: boolean;
}

export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** Standard output: results. */
  out(text: string): void;
  /** Standard error: errors, notices and progress. */
  err(text: string): void;
  json: boolean;
  /** Prints a result: the human text, or the JSON under --json. */
  print(human: string, json: unknown): void;
}

export interface CommandCall {
  /** Positional arguments after the command's words. */
  args: string[];
  values: Record<string, string | boolean | undefined>;
  io: CommandIo;
  /** The service's context built from the environment, opened on first use; the runner closes its database after. */
  context(): AppContext;
}

export interface Command {
  /** The words that name it: "serve", "keys create". */
  name: string;
  /** Positional arguments it takes, as the help shows them ("<files…>"); none when absent. */
  args?: string;
  summary: string;
  /** More lines of help, shown by `<command> --help`. */
  details?: string;
  options?: Record<string, OptionSpec>;
  /** Keeps running (serve, mcp): it closes its own context when it stops. */
  long?: boolean;
  run(call: CommandCall): Promise<number> | number;
}

export function defineCommand(command: Command): Command {
  return command;
}

/** A mistake in how the command line was written (exit code 2), as opposed to a refusal of what it asked (1). */
export class UsageError extends AppError {
  constructor(message: string, field?: string) {
    super('invalid_request', message, field ? { field } : {});
    this.name = 'UsageError';
  }
}

/** A string option's value, or undefined. */
export function text(values: CommandCall['values'], name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}
