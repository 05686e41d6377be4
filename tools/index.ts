// Every operation of the service, in the order the docs list them. Adapters iterate this array.
import type { ToolDef } from '../src/tool';
import getAccount from './get-account';
import revokeKey from './revoke-key';
import searchLibrary from './search-library';

export const tools: ToolDef[] = [getAccount, revokeKey, searchLibrary];
