// Entry point: runs the command line (which reports its own errors); long-running commands keep the process alive.
import { runCli } from './cli';

runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
