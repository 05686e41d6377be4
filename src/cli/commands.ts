// Every command of the command line, in the order the help lists them. The runner (src/cli.ts) iterates this array.
import { accountSet, accountShow } from './account';
import type { Command } from './command';
import { libraryAddCommand, rfpRespondCommand } from './documents';
import { accountsCreate, init, keysCreate, keysList, keysRevoke, usersCreate, usersSetRole } from './operators';
import { mcp, serve } from './service';

export const commands: Command[] = [
  serve,
  mcp,
  init,
  accountShow,
  accountSet,
  libraryAddCommand,
  rfpRespondCommand,
  accountsCreate,
  usersCreate,
  usersSetRole,
  keysCreate,
  keysList,
  keysRevoke,
];
