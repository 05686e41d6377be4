// Every operation of the service, in the order the docs list them. Adapters iterate this array.
import type { ToolDef } from '../src/tool';
import addSource from './add-source';
import deleteFact from './delete-fact';
import deleteRfp from './delete-rfp';
import deleteSource from './delete-source';
import draftAllRequirements from './draft-all-requirements';
import draftProposal from './draft-proposal';
import draftRequirement from './draft-requirement';
import exportRfp from './export-rfp';
import getAccount from './get-account';
import getProposal from './get-proposal';
import getProposalPdf from './get-proposal-pdf';
import getRequirement from './get-requirement';
import getRfp from './get-rfp';
import getSource from './get-source';
import listFacts from './list-facts';
import listGaps from './list-gaps';
import listProposals from './list-proposals';
import listRequirements from './list-requirements';
import listRfps from './list-rfps';
import listSources from './list-sources';
import revokeKey from './revoke-key';
import searchLibrary from './search-library';
import sendProposal from './send-proposal';
import teachFact from './teach-fact';
import teachRequirementFact from './teach-requirement-fact';
import updateAccount from './update-account';
import updateProposal from './update-proposal';
import updateRequirement from './update-requirement';
import uploadRfp from './upload-rfp';

export const tools: ToolDef[] = [
  getAccount,
  updateAccount,
  revokeKey,
  searchLibrary,
  listSources,
  addSource,
  getSource,
  deleteSource,
  listFacts,
  teachFact,
  deleteFact,
  listGaps,
  listProposals,
  draftProposal,
  getProposal,
  updateProposal,
  getProposalPdf,
  sendProposal,
  listRfps,
  uploadRfp,
  getRfp,
  deleteRfp,
  listRequirements,
  getRequirement,
  draftRequirement,
  draftAllRequirements,
  updateRequirement,
  teachRequirementFact,
  exportRfp,
];
