// Every operation of the service, in the order the docs list them. Adapters iterate this array.
import type { ToolDef } from '../src/tool';
import addSource from './add-source';
import deleteFact from './delete-fact';
import deleteSource from './delete-source';
import draftProposal from './draft-proposal';
import getAccount from './get-account';
import getProposal from './get-proposal';
import getProposalPdf from './get-proposal-pdf';
import getSource from './get-source';
import listFacts from './list-facts';
import listProposals from './list-proposals';
import listSources from './list-sources';
import revokeKey from './revoke-key';
import searchLibrary from './search-library';
import sendProposal from './send-proposal';
import teachFact from './teach-fact';
import updateProposal from './update-proposal';

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
  listProposals,
  draftProposal,
  getProposal,
  updateProposal,
  getProposalPdf,
  sendProposal,
];
