// Every operation of the service, in the order the docs list them. Adapters iterate this array.
import type { ToolDef } from '../src/tool';
import addSource from './add-source';
import deleteSource from './delete-source';
import getAccount from './get-account';
import getSource from './get-source';
import listSources from './list-sources';
import revokeKey from './revoke-key';
import searchLibrary from './search-library';

export const tools: ToolDef[] = [getAccount, revokeKey, searchLibrary, listSources, addSource, getSource, deleteSource];
