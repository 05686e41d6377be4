// The document a signer sees and signs: the proposal's PDF, rendered once at send time and frozen in the round.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Proposal } from '../../store/proposals';
import type { AppContext } from '../context';

// TEMPORARY until src/proposals/pdf.ts lands
export async function renderDocument(_ctx: AppContext, proposal: Proposal): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(`Proposal ${proposal.number} v${proposal.version} ${proposal.fields.custName}`, {
    x: 50,
    y: 700,
    size: 14,
    font,
  });
  pdf.setCreationDate(new Date(proposal.updatedAt));
  pdf.setModificationDate(new Date(proposal.updatedAt));
  return Buffer.from(await pdf.save());
}
