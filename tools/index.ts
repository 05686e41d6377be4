// Every operation of the service, in the order the docs list them. Adapters iterate this array.
import type { ToolDef } from '../src/tool';
import addSource from './add-source';
import deleteFact from './delete-fact';
import deleteSource from './delete-source';
import getAccount from './get-account';
import getSource from './get-source';
import listFacts from './list-facts';
import listSources from './list-sources';
import revokeKey from './revoke-key';
import searchLibrary from './search-library';
import sendProposal from './send-proposal';
import teachFact from './teach-fact';

export const tools: ToolDef[] = [
  getAccount,
  revokeKey,
  searchLibrary,
  listSources,
  addSource,
  getSource,
  deleteSource,
  listFacts,
  teachFact,
  deleteFact,
  sendProposal,
];
