// Which of the account's own details a form's field asks for, by its label.
import { describe, expect, it } from 'vitest';
import { accountField } from '../../src/rfps/particulars';

describe('accountField', () => {
  it("takes the company's name for the labels forms give it, and the signer's details for theirs", () => {
    for (const label of [
      'Company name:',
      "Offeror's legal name",
      'Solution Provider Name',
      'Name of the service provider',
      'Razón social',
    ])
      expect(accountField(label), label).toBe('name');
    expect(accountField('Printed name:')).toBe('signer_name');
    expect(accountField("Signer's title")).toBe('signer_title');
  });

  it('takes no account detail for a bare name or title, or a contact', () => {
    for (const label of ['Name', 'Title', 'Contact name', 'Provider', 'Product name'])
      expect(accountField(label), label).toBeNull();
  });
});
