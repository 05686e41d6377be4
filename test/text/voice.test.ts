// Whose voice a whole document is in, on documents written here in our own words.
import { describe, expect, it } from 'vitest';
import { documentVoice, selfName } from '../../src/text/voice';

const repeat = (text: string, words: number) => {
  const out: string[] = [];
  while (out.join(' ').split(/\s+/).length < words) out.push(text);
  return out.join(' ');
};

describe('documentVoice', () => {
  it("takes a company's own overview, a third-person fact sheet and a short certificate as the company's", () => {
    const overview = repeat(
      'We back up customer data every night to a second region. Our engineers review access each quarter, and we encrypt laptops with full-disk encryption.',
      600,
    );
    expect(documentVoice(overview).company).toBe(true);
    const sheet = repeat(
      'Northwind Cloud stores customer data in two regions. Backups are encrypted with AES-256 and tested each quarter. The platform is monitored around the clock by the operations team.',
      600,
    );
    expect(documentVoice(sheet).company).toBe(true);
    expect(documentVoice('This certifies that Northwind Cloud operates an ISMS conforming to ISO/IEC 27001.').company).toBe(true);
  });

  it("takes a buyer's RFP and a standard's control set as another party's, in English and Spanish", () => {
    const rfp = repeat(
      'The Contractor shall provide a help desk during business hours. Offerors must describe their staffing plan. The State will evaluate proposals on cost and experience. The successful offeror shall submit monthly reports to the Department.',
      800,
    );
    expect(documentVoice(rfp)).toMatchObject({ company: false });
    const controls = repeat(
      'The organization reviews and updates the access control policy annually. The information system enforces a limit of consecutive invalid logon attempts. The organization employs automated mechanisms to audit account actions.',
      800,
    );
    expect(documentVoice(controls)).toMatchObject({ company: false });
    const pliego = repeat(
      'El contratista deberá mantener un centro de soporte. Los oferentes presentarán su plan de trabajo. La entidad evaluará las propuestas y el adjudicatario entregará informes mensuales.',
      800,
    );
    expect(documentVoice(pliego).company).toBe(false);
  });

  it('keeps a document that speaks as "we" even when it names vendors often (a vendor policy of our own)', () => {
    const policy = repeat(
      'We review each vendor before it handles our data. Vendors sign our confidentiality agreement, and we reassess critical suppliers every year.',
      600,
    );
    expect(documentVoice(policy).company).toBe(true);
  });

  it('keeps a supplier standard the company writes of itself by name, never saying "we"', () => {
    const standard = repeat(
      'Suppliers must notify Halvard of any incident within 24 hours. Critical suppliers must send Halvard a SOC 2 report each year. Halvard reassesses suppliers every year, and suppliers must encrypt Halvard data.',
      600,
    );
    expect(documentVoice(standard).company).toBe(false);
    expect(documentVoice(standard, selfName('Halvard Systems, Inc.'))).toMatchObject({ company: true });
    // (another company's name is no sign: a buyer's RFP naming itself stays the buyer's)
    expect(documentVoice(standard, selfName('Brightwell Ltd')).company).toBe(false);
    expect(selfName('The Acme Co.')).toBe('acme');
    expect(selfName('AB Ltd')).toBeNull();
  });
});
