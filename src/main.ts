// Entry point: runs the command line; long-running commands (serve, mcp) keep the process alive.
import { runCli } from './cli';
import { AppError } from './errors';

runCli(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`${err instanceof AppError ? err.message : String(err?.stack ?? err)}\n`);
    process.exitCode = 1;
  },
);
