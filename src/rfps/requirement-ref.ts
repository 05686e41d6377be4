// What the tools addressing one requirement share: its two ids, and the errors finding it can raise.
import { z } from 'zod';

/** The requirement's address: its response and its own id. */
export const requirementRef = {
  id: z.string().min(1).max(100).describe('RFP response id.'),
  rid: z.string().min(1).max(100).describe('Requirement id.'),
};

/** The errors of finding one requirement (`requireRequirement`), as tools declare them. */
export const REQUIREMENT_ERRORS = {
  not_found: 'no RFP response (or requirement) with that id in this account',
  gone: 'the RFP response was deleted',
  conflict: 'the RFP is still being read: poll get_rfp until it is ready',
  unprocessable: 'reading the RFP failed (get_rfp says why)',
};
